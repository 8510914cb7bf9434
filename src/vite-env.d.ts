/// <reference types="vite/client" />
declare module '@vitejs/plugin-react/preamble';

/** A `*.script.ts` file as the server writes it into a page (scripts/build/inline-scripts.ts). */
declare module '*?page-script' {
  export const code: string;
}
