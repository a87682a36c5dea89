/** `?url` imports: the built file's address (Vite and electron-vite resolve them). */
declare module '*?url' {
  const url: string;
  export default url;
}
