/// <reference types="vite/client" />
declare module '@vitejs/plugin-react/preamble';
