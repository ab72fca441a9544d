import { useEffect } from 'react';
import { navigateTo } from '../../api/navigation';
import { platform, type DeepLink } from '../../platform';
import { launchClass } from '../launcher';
import { paths } from '../../app/router/paths';

/** What a boda:// link does once main has validated it (main/src/deeplink.ts). */
export function followDeepLink(link: DeepLink): void {
  switch (link.kind) {
    case 'join':
      // The ticket came with the link and is single-use: a retry cannot ask for another.
      void launchClass({ fetchTicket: () => Promise.resolve(link.ticket) });
      return;
    case 'open':
      void navigateTo(paths.companyHome(link.companyId));
      return;
    case 'invite':
      void navigateTo(paths.invite(link.companyCode, link.inviteCode));
  }
}

let startLink: Promise<DeepLink | null> | null = null;
let startLinkFollowed = false;

/** take() answers once; a remount (React StrictMode runs effects twice) must see the same answer. */
function takeStartLink(): Promise<DeepLink | null> {
  startLink ??= platform.deepLinks.take().catch(() => null);
  return startLink;
}

/** Takes the link the app was started with, then follows every later one (desktop; the web has none). */
export function DeepLinkListener() {
  useEffect(() => {
    let active = true;
    void takeStartLink().then((link) => {
      if (!active || !link || startLinkFollowed) return;
      startLinkFollowed = true;
      followDeepLink(link);
    });
    const off = platform.deepLinks.onLink((link) => followDeepLink(link));
    return () => {
      active = false;
      off();
    };
  }, []);
  return null;
}
