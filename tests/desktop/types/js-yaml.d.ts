// js-yaml ships without types and @types/js-yaml is not installed; the tests need only load().
declare module 'js-yaml' {
  export function load(text: string): unknown;
  const yaml: { load: typeof load };
  export default yaml;
}
