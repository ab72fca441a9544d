import { createDOMRenderer, type GriffelRenderer } from '@griffel/react';

/*
 * jsdom lays nothing out and the test setup inserts only the rules that hide things: a renderer of a
 * test's own (RendererProvider) keeps every rule's text, so the test can read what an element's classes declare.
 */
export interface GriffelRecorder {
  renderer: GriffelRenderer;
  /** The declarations of the element's own classes (Griffel's atomic rules `.class{property:value;}`), or its `pseudo` ones ('::after'). */
  declared(element: Element | null | undefined, pseudo?: string): string;
}

export function griffelRecorder(): GriffelRecorder {
  const rules: string[] = [];
  const renderer = createDOMRenderer(document);
  const insert = renderer.insertCSSRules.bind(renderer);
  renderer.insertCSSRules = (cssRules) => {
    for (const bucket of Object.values(cssRules))
      for (const entry of bucket ?? []) rules.push(typeof entry === 'string' ? entry : entry[0]);
    insert(cssRules);
  };
  return {
    renderer,
    declared: (element, pseudo = '') =>
      rules
        .filter((rule) => {
          const selector = /^\.([\w-]+)([^{]*)\{/.exec(rule);
          return selector !== null && selector[2] === pseudo && element?.classList.contains(selector[1]) === true;
        })
        .join(''),
  };
}
