// Stylesheets are injected by style-loader at build time (and stubbed in tests).
declare module '*.css';
