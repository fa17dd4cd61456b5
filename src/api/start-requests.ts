import { onSessionRevoked } from '../state/auth.ts';
import { writeStored } from '../state/persisted.ts';

/**
 * A page's data, asked for with the app's code instead of after it: on a phone the code takes a second or more to
 * arrive and start, and only then would the route's loader ask the server. So the app notes the reads (GET) a page
 * makes as it starts, under `start_requests`; at the next start of the same page on the same day, public/app-start.js
 * sends those requests with the stored session's token at the moment it fetches the code, and `httpCall` takes each
 * answer in place of a request of its own, when it would send exactly the same request.
 */

/** A read as the page's start made it, without its Authorization (app-start.js adds the token it starts with). */
export type StartRequest = { url: string; headers: Record<string, string> };

/** A read app-start.js has sent: its answer (or failure), and how to give it up. */
export type SentStartRequest = StartRequest & {
  controller: AbortController;
  response: Promise<Response>;
  sentAt: number;
};

/** What `start_requests` holds: the page's address (path and search), the local day (its dates' reads change with the day) and its reads. */
export type StartRecord = { path: string; day: string; requests: StartRequest[] };

declare global {
  interface Window {
    /** The reads public/app-start.js sent as the page started, until the app takes them or gives them up. */
    startRequests?: SentStartRequest[] | undefined;
  }
}

export const START_REQUESTS_KEY = 'start_requests';
/** A page starts with a handful of reads; more would be a page asking for more than its first screen. */
const MAX_REQUESTS = 8;
/** An answer sent this long ago is not taken: the app asks again (a start is a second or two). */
const MAX_AGE_MS = 15_000;

/** The local day, as app-start.js writes it too (no locale: toDateString is always English). */
export const localDay = (now = new Date()) => now.toDateString();

let noted: StartRequest[] | null = [];
// The page's whole address: its reads follow its search too (a week, a class: `?date=…&id=…`).
const startPath = location.pathname + location.search;

/** Notes a read made while the page starts (until `endStart`). */
export function noteStartRequest(url: string, headers: Headers): void {
  if (noted === null || noted.length >= MAX_REQUESTS || noted.some((request) => request.url === url)) return;
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'authorization') kept[name.toLowerCase()] = value;
  });
  noted.push({ url, headers: kept });
}

/** Gives up the sent reads the app has not taken (it did not need them this time). */
function giveUpUntaken(): void {
  for (const request of window.startRequests ?? []) request.controller.abort();
  delete window.startRequests;
}

/**
 * The page has started (its route's loaders and first render have asked for their data): its reads are kept for the
 * next start, and the sent ones nobody took are given up.
 */
export function endStart(): void {
  if (noted === null) return;
  const record: StartRecord = { path: startPath, day: localDay(), requests: noted };
  noted = null;
  giveUpUntaken();
  writeStored(START_REQUESTS_KEY, record);
}

function sameHeaders(sent: Record<string, string>, headers: Headers): boolean {
  const sentHeaders = new Headers(sent);
  let count = 0;
  for (const [name, value] of headers) {
    count++;
    if (sentHeaders.get(name) !== value) return false;
  }
  return count === [...sentHeaders.keys()].length;
}

/**
 * The answer to a read app-start.js sent, if it is the very request `httpCall` would send now (same address and
 * headers: token, language, app version) and recent; it is taken once. A sent read that differs is given up.
 */
export function takeSentStartRequest(url: string, headers: Headers, now = Date.now()): SentStartRequest | undefined {
  const sent = window.startRequests;
  const index = sent?.findIndex((request) => request.url === url) ?? -1;
  if (!sent || index < 0) return undefined;
  const [request] = sent.splice(index, 1);
  if (!request) return undefined;
  if (!sameHeaders(request.headers, headers) || now - request.sentAt > MAX_AGE_MS) {
    request.controller.abort();
    return undefined;
  }
  return request;
}

/** Nobody is logged in any more: nothing of theirs is sent at the next start. */
export function forgetStartRequests(): void {
  giveUpUntaken();
  try {
    localStorage.removeItem(START_REQUESTS_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

onSessionRevoked(forgetStartRequests);
