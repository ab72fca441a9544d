import { describe, expect, it } from 'vitest';
import { type BrowserTab, classroomReturnPath, openWebClassroomInTab } from './classroom.web';

function fakeTab(popupAllowed: boolean) {
  const assigned: string[] = [];
  const opened: string[] = [];
  const popup = { opener: {} as unknown };
  const stored = new Map<string, string>();
  const tab: BrowserTab = {
    origin: 'https://class.example',
    path: '/demo/room/list?tab=mine',
    session: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    assign: (url) => assigned.push(url),
    open: (url) => {
      opened.push(url);
      return popupAllowed ? popup : null;
    },
  };
  return { tab, assigned, opened, popup };
}

describe('opening the web classroom in the browser', () => {
  it('our own classroom page replaces this tab (no popup blocker after the join call stops it)', () => {
    const { tab, assigned, opened } = fakeTab(true);
    expect(openWebClassroomInTab('https://class.example/classroom#ticket=a.b.c', tab)).toBe(true);
    expect(assigned).toEqual(['https://class.example/classroom#ticket=a.b.c']);
    expect(opened).toEqual([]);
    // Its exit screen leads back to the page that opened it.
    expect(classroomReturnPath(tab)).toBe('/demo/room/list?tab=mine');
  });

  it('leads back only to a path of this origin', () => {
    const { tab } = fakeTab(true);
    expect(classroomReturnPath(tab)).toBeNull();
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      tab.session.setItem('boda.classroomReturn', path);
      expect(classroomReturnPath(tab), path).toBeNull();
    }
  });

  it("a vendor's classroom gets a new tab without an opener, or this tab when the popup was blocked", () => {
    const allowed = fakeTab(true);
    expect(openWebClassroomInTab('https://vendor.example/join#ticket=a.b.c', allowed.tab)).toBe(true);
    expect(allowed.opened).toEqual(['https://vendor.example/join#ticket=a.b.c']);
    expect(allowed.popup.opener).toBeNull();
    expect(allowed.assigned).toEqual([]);
    const blocked = fakeTab(false);
    expect(openWebClassroomInTab('https://vendor.example/join#ticket=a.b.c', blocked.tab)).toBe(true);
    expect(blocked.assigned).toEqual(['https://vendor.example/join#ticket=a.b.c']);
  });

  it('opens nothing but https (or loopback http) addresses without credentials', () => {
    for (const url of ['javascript:alert(1)', 'http://vendor.example/#ticket=a.b.c', 'https://u:p@vendor.example/', 'not a url']) {
      const { tab, assigned, opened } = fakeTab(true);
      expect(openWebClassroomInTab(url, tab)).toBe(false);
      expect([...assigned, ...opened]).toEqual([]);
    }
    const loopback = fakeTab(true);
    expect(openWebClassroomInTab('http://127.0.0.1:9000/join#ticket=a.b.c', loopback.tab)).toBe(true);
  });
});
