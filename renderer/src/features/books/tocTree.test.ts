import { describe, expect, it } from 'vitest';
import {
  addNode,
  canIndent,
  canOutdent,
  indentNode,
  outdentNode,
  prepareSave,
  removeNode,
  sameToc,
  toEditable,
  updateNode,
  validateToc,
  type TocNode,
} from './tocTree';

const book = () =>
  toEditable([
    { title: 'Numbers', startPage: 1, children: [{ title: 'Counting', startPage: 2, children: [] }] },
    { title: 'Shapes', startPage: 5, children: [] },
    { title: 'Time', startPage: 8, children: [] },
  ]);

const titles = (nodes: TocNode[]): unknown => nodes.map((n) => (n.children.length ? [n.title, titles(n.children)] : n.title));

describe('table of contents editing', () => {
  it('indents a node under its previous sibling and outdents it back after its parent', () => {
    let toc = book();
    const shapes = toc[1].id;
    expect(canIndent(toc, toc[0].id)).toBe(false);
    toc = indentNode(toc, shapes);
    expect(titles(toc)).toEqual([['Numbers', ['Counting', 'Shapes']], 'Time']);
    expect(canOutdent(toc, shapes)).toBe(true);
    toc = outdentNode(toc, shapes);
    expect(titles(toc)).toEqual([['Numbers', ['Counting']], 'Shapes', 'Time']);
    expect(canOutdent(toc, shapes)).toBe(false);
  });

  it('adds an empty node after the chosen one and removes a node with its children', () => {
    let toc = book();
    const added = addNode(toc, toc[0].children[0].id);
    toc = updateNode(added.nodes, added.id, { title: 'Adding' });
    expect(titles(toc)).toEqual([['Numbers', ['Counting', 'Adding']], 'Shapes', 'Time']);
    toc = removeNode(toc, toc[0].id);
    expect(titles(toc)).toEqual(['Shapes', 'Time']);
  });

  it('keeps only digits in a start page; an emptied field is no page', () => {
    const toc = book();
    expect(updateNode(toc, toc[1].id, { startPage: '-7.5' })[1].startPage).toBe(75);
    expect(updateNode(toc, toc[1].id, { startPage: 'x' })[1].startPage).toBeNull();
  });
});

describe('start page validation', () => {
  it('flags a page below 1, lower than the previous sibling, or past the last page', () => {
    let toc = book();
    toc = updateNode(toc, toc[0].id, { startPage: '0' });
    toc = updateNode(toc, toc[2].id, { startPage: '4' });
    toc = updateNode(toc, toc[0].children[0].id, { startPage: '11' });
    const problems = validateToc(toc, 10);
    expect(problems.get(toc[0].id)).toBe('startPageNotWhole');
    expect(problems.get(toc[0].children[0].id)).toBe('startPageAfterLastPage');
    expect(problems.get(toc[1].id)).toBeUndefined();
    expect(problems.get(toc[2].id)).toBe('startPageBeforePreviousSibling');
    expect(validateToc(book(), 10).size).toBe(0);
  });

  it('flags a blank start page of a node that has a title', () => {
    const added = addNode(book());
    const toc = updateNode(added.nodes, added.id, { title: 'Review' });
    expect(validateToc(toc, 10).get(added.id)).toBe('startPageNotWhole');
  });
});

describe('saving', () => {
  it('drops empty untitled leaves, even with a start page typed, and sends the rest in order', () => {
    let toc = book();
    toc = addNode(toc).nodes; // never filled: dropped
    const nested = addNode(toc, toc[0].children[0].id);
    toc = updateNode(nested.nodes, nested.id, { startPage: '3' }); // a page but no title: dropped too
    const saved = prepareSave(toc, 10);
    expect(saved.problems.size).toBe(0);
    expect(saved.chapters).toEqual([
      { title: 'Numbers', startPage: 1, children: [{ title: 'Counting', startPage: 2, children: [] }] },
      { title: 'Shapes', startPage: 5, children: [] },
      { title: 'Time', startPage: 8, children: [] },
    ]);
  });

  it('refuses a chapter placed below a later one: the author fixes the order, as the server requires', () => {
    const toc = book();
    const saved = prepareSave(updateNode(toc, toc[1].id, { startPage: '9' }), 10);
    expect(saved.chapters).toBeNull();
    expect(saved.problems.get(toc[2].id)).toBe('startPageBeforePreviousSibling');
  });

  it('saves nothing while a node is flagged and returns the flags', () => {
    const toc = updateNode(book(), book()[0].id, { startPage: '3' });
    const flagged = updateNode(toc, toc[2].id, { startPage: '99' });
    const saved = prepareSave(flagged, 10);
    expect(saved.chapters).toBeNull();
    expect([...saved.problems.values()]).toEqual(['startPageAfterLastPage']);
  });

  it('tells an edited tree from the one it started with, ignoring ids', () => {
    expect(sameToc(book(), book())).toBe(true);
    const toc = book();
    expect(sameToc(toc, updateNode(toc, toc[0].id, { title: 'Numbers!' }))).toBe(false);
  });
});
