// Loaded into the firebase-tools process that firebase-emulators.ts starts (`node --require`): the
// tests' emulators and `npm run emulators` without Java. Its Auth emulator hands its REST API's
// OpenAPI document to exegesis, which by default compiles a validator for every parameter and answer
// of every operation at start, each in a new Ajv that first compiles JSON Schema's meta-schema: a
// start took 22.9 CPU-seconds and 18 s, with this 9.4 to 10 and 5 s, for the dozen operations the
// Firebase SDKs then call. exegesis's own option `lazyCompileValidationSchemas` compiles each on its
// first use instead: the same validation, paid only for what is used.
const { dirname } = require('node:path');

const firebaseTools = dirname(require.resolve('firebase-tools/package.json'));
const exegesisExpress = require(require.resolve('exegesis-express', { paths: [firebaseTools] }));
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (openApiDoc, options, done) =>
  middleware(openApiDoc, { ...options, lazyCompileValidationSchemas: true }, done);
