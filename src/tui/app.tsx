/**
 * The explorer's root: an ErrorBoundary around a loader, which loads the candidates and decisions
 * once and then mounts the review. The review wires the root reducer (app-state.ts), the key
 * hooks (one per screen, each active only when its screen has the keys) and the screens.
 */
import { Box, Text, useApp } from 'ink';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Candidate } from '../core/types.js';
import { isoDate, type Decision } from '../decide/decision.js';
import { currentCandidate, sessionReducer, statusOf, tally } from '../decide/session.js';
import { appReducer, createAppState, isTriageScreen } from './app-state.js';
import { Footer, StatusLine, TitleBar, describeError } from './bars.js';
import type { DataSource, DecisionStore, TriageData } from './data-source.js';
import { Detail } from './detail.js';
import { detailLines } from './detail-lines.js';
import { scrollOf } from './detail-state.js';
import { ErrorBoundary } from './error-boundary.js';
import { Help, helpLines } from './help.js';
import { List } from './list.js';
import { useKeyPort, type KeyPort } from './key-port.js';
import { clean } from './text.js';
import { TriageView } from './triage.js';
import { triageDetailLines, triageListHeight, triageWhere } from './triage-lines.js';
import { currentItem, triageReducer } from './triage-state.js';
import { useCandidateDetail } from './use-candidate-detail.js';
import { useDecisionPersistence } from './use-decision-persistence.js';
import { useExploreData } from './use-explore-data.js';
import { useExploreKeys } from './use-explore-keys.js';
import { useTerminalSize, type TerminalSize } from './use-terminal-size.js';

/** How the session ended. */
export interface ExploreResult {
  /** decisions that could not be saved, and why; null when everything was saved */
  saveError: Error | null;
  /** decisions made in the session (undone ones not counted) */
  decided: number;
  accepted: number;
  rejected: number;
  pending: number;
  /** with a failure log: new patterns (outside the candidate list) accepted in the session */
  proposed?: number;
}

export interface AppProps {
  source: DataSource;
  decisions: DecisionStore;
  /** shown in the title bar (the repository name) */
  title?: string;
  /** a fixed size instead of the terminal's (tests, benchmarks) */
  size?: TerminalSize;
  /** today's ISO date (tests pin it) */
  today?: () => string;
  /** a failure log explained against the workspace: the triage view, shown first */
  triage?: TriageData;
  /** called once the first screen of candidates has been drawn */
  onReady?: () => void;
  /** called when the user quits, after the decisions are saved */
  onQuit?: (result: ExploreResult) => void;
}

/** Lines the frame leaves to the screen body: the frame is one line shorter than the terminal. */
function layout(size: TerminalSize): { width: number; body: number } {
  const height = Math.max(6, size.rows - 1);
  return { width: Math.max(20, size.columns), body: height - 3 };
}

export function App(props: AppProps) {
  const { exit } = useApp();
  const onError = useCallback((e: Error) => exit(e), [exit]);
  return (
    <ErrorBoundary onError={onError}>
      <Loader {...props} />
    </ErrorBoundary>
  );
}

function Loader(props: AppProps) {
  const data = useExploreData(props.source, props.decisions);
  const port = useKeyPort();
  const { exit } = useApp();
  useEffect(() => {
    if (data.status === 'error') exit(data.error);
  }, [data, exit]);
  if (data.status === 'loading') return <Text color="gray">loading candidates…</Text>;
  if (data.status === 'error') return <Text color="red">{clean(describeError(data.error))}</Text>;
  return <Review {...props} candidates={data.candidates} initial={data.decisions} port={port} />;
}

function Review(props: AppProps & { candidates: Candidate[]; initial: Map<string, Decision>; port: KeyPort }) {
  const { exit } = useApp();
  const size = useTerminalSize(props.size);
  const { width, body } = layout(size);
  const [state, dispatch] = useReducer(appReducer, undefined, () => createAppState(props.candidates, props.initial, body - 1, props.triage ?? null));

  // the list's page follows the terminal height: drawn at the new size at once, stored after
  const pageSize = Math.max(1, body - 1);
  const session = state.session.pageSize === pageSize ? state.session
    : sessionReducer(state.session, { type: 'set-page-size', size: pageSize });
  useEffect(() => {
    dispatch({ type: 'session', action: { type: 'set-page-size', size: pageSize } });
  }, [pageSize]);
  // so does the triage list's pane
  const triageHeight = state.triage ? triageListHeight(state.triage, body) : 0;
  const triage = !state.triage || state.triage.height === triageHeight ? state.triage
    : triageReducer(state.triage, { type: 'set-height', height: triageHeight });
  useEffect(() => {
    if (triageHeight > 0) dispatch({ type: 'triage', action: { type: 'set-height', height: triageHeight } });
  }, [triageHeight]);

  const persistence = useDecisionPersistence(props.decisions, session.decisions);
  const latestSession = useRef(session);
  latestSession.current = session;
  const today = props.today ?? isoDate;
  // `q` sets quitting; once that state (with every key before it) is drawn, save and exit
  useEffect(() => {
    if (!state.quitting) return;
    void persistence.flush().then((saveError) => {
      const s = latestSession.current;
      const { accepted, rejected, pending } = tally(s);
      const result: ExploreResult = { saveError, decided: s.undo.length, accepted, rejected, pending };
      if (props.triage) {
        const listed = new Set(s.candidates.map((c) => c.id));
        const made = new Set(s.undo.map((u) => u.id));
        result.proposed = [...made].filter((id) => !listed.has(id) && s.decisions.get(id)?.status === 'accepted').length;
      }
      props.onQuit?.(result);
      exit();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.quitting]);

  const ready = useRef(false);
  useEffect(() => {
    if (ready.current) return;
    ready.current = true;
    props.onReady?.();
  });

  const current = currentCandidate(session);
  const inDetail = state.screen === 'detail';
  const inTriage = isTriageScreen(state.screen) && triage !== null;
  const triageItem = inTriage ? currentItem(triage) : undefined;
  const inTriageDetail = state.screen === 'triage-detail' && triageItem !== undefined;
  const detailId = inDetail && current ? current.id : inTriageDetail ? triageItem.key : null;
  const detailData = useCandidateDetail(props.source, inDetail && current ? current.id : null);
  const lines = useMemo(
    () => (inDetail && current ? detailLines(current, statusOf(session, current.id), session.decisions.get(current.id), detailData, width - 1)
      : inTriageDetail && triage ? triageDetailLines(triage, triageItem, session.decisions, width) : []),
    [inDetail, inTriageDetail, current, triage, triageItem, session, detailData, width],
  );
  const maxScroll = Math.max(0, lines.length - body);
  const scroll = scrollOf(state.detail, detailId, maxScroll);

  const help = useMemo(() => helpLines(inTriage), [inTriage]);
  const helpMax = Math.max(0, help.length - body);
  const helpScroll = Math.min(state.helpScroll, helpMax);

  const keyOpts = useMemo(() => ({ today }), [today]);
  useExploreKeys(state, dispatch, { id: detailId, page: pageSize, max: maxScroll }, keyOpts, { page: body, max: helpMax }, props.port);

  const where = inTriage ? triageWhere(triage, session.decisions) : undefined;
  return (
    <Box flexDirection="column" width={width} height={body + 3}>
      <TitleBar title={props.title ?? ''} session={session} width={width} view={inTriage ? 'triage' : undefined} />
      {state.help ? <Help lines={help} scroll={helpScroll} width={width} height={body} />
        : inDetail || inTriageDetail ? <Detail lines={lines} scroll={scroll} height={body} />
        : inTriage ? <TriageView state={triage} decisions={session.decisions} width={width} height={body} listHeight={triageHeight} />
        : <List session={session} width={width} height={body} />}
      <StatusLine session={session} where={where} prompt={state.prompt} notice={session.notice} saveError={persistence.error} quitting={state.quitting} width={width} />
      <Footer screen={state.screen} prompt={state.prompt} help={state.help} width={width} triage={state.triage !== null}
        helpScroll={helpMax > 0 ? { more: helpScroll < helpMax } : null} />
    </Box>
  );
}
