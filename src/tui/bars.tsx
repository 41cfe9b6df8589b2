/** The title bar, the status line (notice, input line, save error) and the footer of key hints. */
import { Text } from 'ink';
import { isAppError } from '../core/errors.js';
import { tally, type SessionState } from '../decide/session.js';
import type { Prompt, Screen } from './app-state.js';
import {
  DETAIL_FOOTER, FILTER_FOOTER, HELP_FOOTER, HELP_SCROLL_FOOTER, LIST_FOOTER, LIST_TRIAGE_FOOTER, REASON_FOOTER,
  TRIAGE_DETAIL_FOOTER, TRIAGE_FOOTER,
} from './keymap.js';
import { clean, textWidth, truncate } from './text.js';

export function TitleBar({ title, session, width, view }: { title: string; session: SessionState; width: number; view?: string }) {
  const t = tally(session);
  const w = Math.max(1, width - 1);
  const right = `${t.accepted} accepted · ${t.rejected} rejected · ${t.pending} pending`;
  const left = truncate(`idiomscope${title ? ` · ${clean(title)}` : ' explore'}${view ? ` · ${clean(view)}` : ''}`, Math.max(10, w - right.length - 2));
  const gap = Math.max(2, w - textWidth(left) - right.length);
  return (
    <Text wrap="truncate-end" bold>
      {truncate(`${left}${' '.repeat(gap)}${right}`, w)}
    </Text>
  );
}

/** Where the list is: sort column, filter, and the rows on screen. */
export function position(session: SessionState): string {
  const n = session.rows.length;
  const shown = n === 0 ? '0' : `${session.top + 1}-${Math.min(n, session.top + session.pageSize)}`;
  const filter = session.filter ? ` · filter "${clean(session.filter)}" ${n}/${session.candidates.length}` : '';
  return `sort ${session.sort}${filter} · ${shown} of ${n}`;
}

/** Where a save error points: `file:line: message`. */
export function describeError(e: Error): string {
  if (isAppError(e)) return `${e.location ? `${e.location}: ` : ''}${e.message}`;
  return e.message;
}

export interface StatusLineProps {
  session: SessionState;
  /** what the right side says instead of the list's position (the triage view's) */
  where?: string;
  prompt: Prompt | null;
  notice: string | null;
  saveError: Error | null;
  quitting: boolean;
  width: number;
}

export function StatusLine({ session, where, prompt, notice, saveError, quitting, width }: StatusLineProps) {
  const w = Math.max(1, width - 1);
  if (prompt) {
    const label = prompt.kind === 'filter' ? '/' : `reject ${clean(prompt.subject)}, reason: `;
    // keep the end of a long input visible, next to the cursor
    const room = Math.max(4, w - label.length - 1);
    const text = prompt.text.length > room ? '…' + prompt.text.slice(prompt.text.length - room + 1) : prompt.text;
    return (
      <Text wrap="truncate-end">
        <Text color="cyan">{truncate(label, Math.max(1, w - 5))}</Text>
        {text}
        <Text inverse> </Text>
      </Text>
    );
  }
  if (quitting) return <Text wrap="truncate-end" color="gray">saving decisions…</Text>;
  if (saveError) {
    return (
      <Text wrap="truncate-end" color="red">
        {truncate(`not saved: ${clean(describeError(saveError))} (file left as it was; fix it, the next decision retries)`, w)}
      </Text>
    );
  }
  // the notice on the left, where the list is on the right; the notice gives way first
  const right = truncate(where ?? position(session), w);
  const room = w - textWidth(right) - 2;
  const left = room >= 8 ? truncate(clean(notice ?? ''), room) : '';
  const gap = Math.max(room >= 8 ? 2 : 0, w - textWidth(left) - textWidth(right));
  return (
    <Text wrap="truncate-end">
      <Text color="yellow">{left}</Text>
      {' '.repeat(gap)}
      <Text color="gray">{right}</Text>
    </Text>
  );
}

export interface FooterProps {
  screen: Screen;
  prompt: Prompt | null;
  help: boolean;
  width: number;
  /** a failure log is loaded: the list's hints name Tab */
  triage?: boolean;
  /** the help overlay is longer than the screen; `more`: lines below the last shown */
  helpScroll?: { more: boolean } | null;
}

function screenFooter(screen: Screen, triage: boolean): string {
  switch (screen) {
    case 'list':
      return triage ? LIST_TRIAGE_FOOTER : LIST_FOOTER;
    case 'detail':
      return DETAIL_FOOTER;
    case 'triage':
      return TRIAGE_FOOTER;
    case 'triage-detail':
      return TRIAGE_DETAIL_FOOTER;
  }
}

export function Footer({ screen, prompt, help, width, triage = false, helpScroll = null }: FooterProps) {
  const helpText = helpScroll ? `${helpScroll.more ? '↓ more below  ' : ''}${HELP_SCROLL_FOOTER}` : HELP_FOOTER;
  const text = prompt ? (prompt.kind === 'filter' ? FILTER_FOOTER : REASON_FOOTER)
    : help ? helpText : screenFooter(screen, triage);
  return <Text wrap="truncate-end" color="gray">{truncate(text, Math.max(1, width - 1))}</Text>;
}
