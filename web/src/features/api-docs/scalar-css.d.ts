/** Scalar's stylesheet, imported as text (`with { type: 'text' }`) and adopted through the CSSOM. */
declare module '@scalar/api-reference/style.css' {
  const css: string;
  export default css;
}
