/** Images are emitted by webpack (or inlined) and imported as their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
