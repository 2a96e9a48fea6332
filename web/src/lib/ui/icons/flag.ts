export default 'M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z';
