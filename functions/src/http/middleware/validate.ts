// Routes parse requests and use cases parse merged input (an edit) with the same function, so one
// 400 text rule holds for both; it lives in the domain, which may not import from http/.
export { parse } from '../../domain/parse.js';
