import type { Candidate, CandidateKind, EnumReason } from '../core/types.js';
import { DIRECTORY_FAMILIES } from '../core/config-family.js';
import { runNamed, type Db } from '../store/db.js';
import { CONTAINER_WORDS, DEFAULT_WEIGHTS, OPTION_DECLARERS, OPTION_KEYWORDS, STOPLIST, VALUE_KEYWORDS, type RankWeights } from './weights.js';

export interface RankOptions {
  limit?: number;
  language?: string;
  weights?: RankWeights;
  useStoplist?: boolean;
  /** every spelling of a family as its own row, not only the best one */
  allMembers?: boolean;
  /** candidates a person has decided on (accepted or rejected): they keep a row of their own and are
   *  never shown inside another row as related */
  keepApart?: Iterable<string>;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export function rowToCandidate(r: Record<string, unknown>): Candidate {
  return {
    id: String(r.candidate_id),
    kind: r.kind as CandidateKind,
    language: String(r.language),
    subject: String(r.subject),
    role: String(r.role),
    position: String(r.position ?? ''),
    sites: num(r.sites),
    files: num(r.files),
    distinctKeys: num(r.distinct_keys),
    examples: (r.examples as string[] | null) ?? [],
    spellings: [...new Set((r.spellings as string[] | null) ?? [String(r.subject)])].sort(),
    members: ((r.members as Record<string, unknown>[] | null) ?? [r]).map((m) => ({
      subject: String(m.subject), role: String(m.role), position: String(m.position ?? ''), kind: m.kind as CandidateKind,
      written: (m.written as string[] | null) ?? [],
    })),
    related: ((r.related as Record<string, unknown>[] | null) ?? []).map((m) => ({
      subject: String(m.subject), role: String(m.role), position: String(m.position ?? ''), kind: m.kind as CandidateKind,
      sharedKeys: num(m.shared), keys: num(m.keys),
    })),
    relatedTo: (r.related_to as string | null) ?? null,
    features: {
      declShare: num(r.decl_share),
      fileSpread: num(r.file_spread),
      testShare: num(r.test_share),
      generatedShare: num(r.generated_share),
      shape: num(r.shape),
      placeholderShare: num(r.placeholder_share),
      titledShare: num(r.titled_share),
      spelledShare: num(r.spelled_share),
      lookupHits: num(r.lookup_hits),
      attrLookup: Boolean(r.attr_lookup),
      pairHits: num(r.pair_hits),
      pairSameReceiverHits: num(r.pair_same_receiver_hits),
      storage: Boolean(r.storage),
      storageContainer: (r.storage_container as string | null) ?? null,
      resolveHits: num(r.resolve_hits),
      qualifierHits: num(r.qualifier_hits),
      memberShare: num(r.member_share),
      dynamicReads: num(r.dynamic_reads),
      templateReads: num(r.template_reads),
      templateModel: Boolean(r.template_model),
      bestPartnerHits: num(r.best_partner_hits),
      constantUses: num(r.constant_uses),
      fileRefs: num(r.file_refs),
      enumHolder: Boolean(r.enum_holder),
      selfNamedShare: num(r.self_named_share),
      enumKeyShare: num(r.enum_key_share),
      httpVerbSlot: Boolean(r.http_verb_slot),
      comparedShare: num(r.compared_share),
      scriptGroup: Boolean(r.script_group),
      enumReason: (r.enum_reason as EnumReason | null) ?? null,
      textClass: Boolean(r.text_class),
      keyKindShare: num(r.key_kind_share),
      standardShare: num(r.standard_share),
      symbolCompositeKeys: num(r.symbol_composite_keys),
      paramName: (r.param_name as string | null) ?? null,
      textParam: Boolean(r.text_param),
      calleeDefined: Boolean(r.callee_defined),
      selfCall: Boolean(r.self_call),
      builtinCallee: Boolean(r.builtin_callee),
      nameDispatchHits: num(r.name_dispatch_hits),
      nameDispatchPrefix: (r.name_dispatch_prefix as string | null) ?? null,
      delegate: (r.delegate as string | null) ?? null,
      knownFramework: (r.known_framework as string | null) ?? null,
      accessor: Boolean(r.accessor),
      stoplisted: Boolean(r.stoplisted),
      foldedSites: num(r.folded_sites),
      computedSites: num(r.computed_sites),
    },
    factors: {
      prior: num(r.prior),
      shape: num(r.shape_factor),
      context: num(r.context_factor),
      spread: num(r.spread_factor),
      evidence: num(r.evidence_factor),
      generated: num(r.generated_factor),
      tests: num(r.test_factor),
      accessor: num(r.accessor_factor),
      valueSlot: num(r.value_factor),
      stoplist: num(r.stoplist_factor),
      backing: num(r.backing_factor),
      enumLike: num(r.enum_factor),
      external: num(r.external_factor),
      files: num(r.files_factor),
      mixed: num(r.mixed_factor),
    },
    evidenceCount: num(r.evidence_count),
    score: num(r.score),
    weak: Boolean(r.weak),
  };
}

/** A keyword slot of a command-line option's declaration that holds the option parser's vocabulary (rank.sql's rule). */
function optionKeyword(c: Candidate): boolean {
  const callee = c.subject.split(' <-> ')[0].split('.').pop() ?? '';
  return c.role === 'keyword_arg' && new RegExp(`^${OPTION_KEYWORDS}$`).test(c.position) && new RegExp(`^${OPTION_DECLARERS}$`).test(callee);
}

/** Ranked candidates, scored inside DuckDB; weak ones (below the floor, without evidence, or unbacked) last. */
export async function rankCandidates(db: Db, opts: RankOptions = {}): Promise<Candidate[]> {
  const w = opts.weights ?? DEFAULT_WEIGHTS;
  const rows = await runNamed(db, 'rank', {
    shapeFloor: w.shapeFloor, contextBase: w.contextBase, lookup: w.lookup, pair: w.pair,
    pairSameReceiver: w.pairSameReceiver, runtimeOverlap: w.runtimeOverlap, storage: w.storage, builtName: w.builtName, resolve: w.resolve, qualifier: w.qualifier, nameDispatch: w.nameDispatch,
    known: w.known, externalRuntime: w.externalRuntime, generated: w.generated, tests: w.tests, accessor: w.accessor, valueSlot: w.valueSlot,
    valueKeywords: VALUE_KEYWORDS, optionDeclarers: OPTION_DECLARERS, optionKeywords: OPTION_KEYWORDS, containerWords: CONTAINER_WORDS, stoplist_factor: w.stoplist,
    unbacked: w.unbacked, enum: w.enum, fileSet: w.fileSet, grabBag: w.grabBag, floor: w.floor, weakTail: w.weakTail,
    relatedWindow: w.relatedWindow, relatedMinShared: w.relatedMinShared, relatedShare: w.relatedShare, stoplist: STOPLIST, useStoplist: opts.useStoplist ?? true,
    language: opts.language ?? '', limit: opts.limit ?? 1_000_000, allMembers: opts.allMembers ?? false,
    keepApart: [...(opts.keepApart ?? [])].join(','), directoryFamilies: DIRECTORY_FAMILIES.join(','),
  });
  return rows.map(rowToCandidate);
}

/** Human-readable contributions of each factor, for `rank --explain`; `related: false` leaves out
 *  the rows shown inside this one (the explorer lists them in a section of their own). */
export function explain(c: Candidate, opts: { related?: boolean } = {}): string[] {
  const f = c.features;
  const x = c.factors;
  const pct = (v: number): string => `${Math.round(v * 100)}%`;
  const lines = [
    `prior      ${x.prior.toFixed(2)}  log2(1+${c.distinctKeys} keys) + 0.5·log2(1+${c.files} files)`,
    `shape      ×${x.shape.toFixed(2)}  ${pct(f.shape)} of keys token-shaped, ${pct(f.placeholderShare)} format placeholders`,
    `context    ×${x.context.toFixed(2)}  ${pct(f.declShare)} of sites at import/declaration time${c.kind === 'call' && f.templateModel ? ' (the slot fills the model view templates read)' : ''}`,
    `spread     ×${x.spread.toFixed(2)}  ${c.distinctKeys} keys over ${c.sites} sites, file spread ${f.fileSpread.toFixed(2)}`,
    `evidence   ×${x.evidence.toFixed(2)}  lookups ${f.lookupHits}${f.attrLookup ? ' (and the attribute is read as a key)' : ''}, call pairs ${f.pairHits} (same receiver ${f.pairSameReceiverHits}), ` +
      `${c.role === 'definition_name' ? `dispatch by name ${f.storage ? `yes (${f.storageContainer})` : 'no'}` : `storage ${f.storage ? `yes (${f.storageContainer})` : 'no'}`}, resolves ${f.resolveHits}, qualifier ${f.qualifierHits}` +
      `${c.kind === 'table' ? `, read by a computed key ${f.dynamicReads}×` : ''}` +
      `${c.kind === 'table' && c.role === 'collection_elem' && f.bestPartnerHits > 0 ? `, ${f.bestPartnerHits} of its names taken by one call slot elsewhere` : ''}` +
      `${f.templateReads ? `, ${f.templateReads} of its keys read by view templates` : ''}` +
      `${c.kind === 'implicit' && f.dynamicReads ? `, ${f.dynamicReads} of the types it marks name service files, which a class loader reads by those names (extension points the repo declares: counted as a pack's)` : ''}` +
      `${c.kind === 'config' && f.dynamicReads && c.language === 'service-file' ? ', the service file is named for a type of the repo, which a class loader reads it by (a plugin registry the repo declares: counted as a pack\'s)' : ''}` +
      `${c.kind === 'config' && f.dynamicReads && c.language !== 'service-file' ? `, the group is loaded by name in code ${f.dynamicReads}×${f.scriptGroup ? '' : ' (a plugin registry the repo declares: counted as a pack\'s)'}` : ''}` +
      `${f.constantUses ? `, constants used by name in other files ${f.constantUses}` : ''}` +
      `${c.kind === 'files' ? `, files named by strings in code ${f.fileRefs}` : ''}` +
      `${f.nameDispatchHits ? `, name dispatch ${f.nameDispatchHits} (${f.nameDispatchPrefix}<key>)` : ''}` +
      `${f.knownFramework ? `, known ${f.knownFramework} idiom` : ''}` +
      `${(c.kind === 'call' || c.kind === 'pair') && f.declShare === 0 && (f.lookupHits > 0 || f.pairHits > 0) ? '; lookups and pairs discounted: no site is a declaration' : ''}` +
      `${c.role === 'definition_name' && (f.lookupHits > 0 || f.pairHits > 0) ? '; lookups and pairs discounted: the keys are identifier suffixes' : ''}` +
      `${c.distinctKeys === 1 && f.pairHits > 0 && f.lookupHits === 0 ? '; its one key passed to another callee is a guess, not independent evidence' : ''}`,
  ];
  if (x.generated < 1) lines.push(`generated  ×${x.generated.toFixed(2)}  ${pct(f.generatedShare)} of sites in migrations/generated code`);
  if (x.tests < 1) lines.push(`tests      ×${x.tests.toFixed(2)}  ${pct(f.testShare)} of sites in tests`);
  if (x.valueSlot < 1) {
    lines.push(f.textClass
      ? `value      ×${x.valueSlot.toFixed(2)}  the callee is a class of the repo built on str: its argument is the string the object is, a value, not a key`
      : f.textParam
      ? `value      ×${x.valueSlot.toFixed(2)}  the callee only formats its parameter ${f.paramName} into text (a message, an exception): a label, not a key`
      : f.memberShare >= 0.5 && c.role === 'annotation_arg'
      ? `value      ×${x.valueSlot.toFixed(2)}  ${pct(f.memberShare)} of keys spell the field or parameter annotated: mapping metadata, not a key`
      : f.memberShare >= 0.5 && c.role === 'decorator_arg'
        ? `value      ×${x.valueSlot.toFixed(2)}  ${pct(f.memberShare)} of keys spell a parameter of the decorated function: they bind it, they are not keys`
      : f.memberShare >= 0.5 && c.role === 'call_arg'
        ? `value      ×${x.valueSlot.toFixed(2)}  ${pct(f.memberShare)} of keys spell the name the call's result is assigned to (Point = namedtuple("Point", ...), name = Column("name")): the object's or field's own name, not a key`
      : f.memberShare >= 0.5 && c.role === 'keyword_arg'
        ? `value      ×${x.valueSlot.toFixed(2)}  ${pct(f.memberShare)} of keys spell the class field the call is assigned to (ref = Field(alias="$ref")): field metadata, not a key`
      : optionKeyword(c)
        ? `value      ×${x.valueSlot.toFixed(2)}  the keyword ${c.position}= of an option's declaration holds the option parser's own vocabulary (its actions, the option's value or arity), not the repo's keys`
        : `value      ×${x.valueSlot.toFixed(2)}  the ${f.paramName ? `parameter ${f.paramName}` : `keyword ${c.position}=`} carries a value or text, not a key`);
  }
  if (x.external < 1) lines.push(f.builtinCallee
    ? `library    ×${x.external.toFixed(2)}  the callee is a builtin of the language (${c.subject}); nothing stores the key`
    : f.selfCall && f.declShare === 0
      ? `library    ×${x.external.toFixed(2)}  no site is a declaration and the callee is a method the object calls on itself: values handed along at run time; nothing stores the key`
    : f.calleeDefined || f.declShare > 0
      ? `library    ×${x.external.toFixed(2)}  ${pct(f.standardShare)} of the keys name the language's own library (builtins, standard modules); nothing stores them`
      : `library    ×${x.external.toFixed(2)}  no site is a declaration and the callee is not defined in the repo; nothing stores the key`);
  if (x.files < 1) lines.push(`files      ×${x.files.toFixed(2)}  a directory of files, keyed by their names: declared by existing, not in code`);
  if (x.accessor < 1) lines.push(c.kind === 'implicit'
    ? `accessor   ×${x.accessor.toFixed(2)}  the decorator is a descriptor (__get__, or a property): the names it takes are attributes read by name, not keys`
    : `accessor   ×${x.accessor.toFixed(2)}  the callee is itself a lookup (read side)`);
  const oneEntry = c.kind === 'table' && c.role !== 'assign' && c.distinctKeys < 2
    && (f.resolveHits > 0 || f.dynamicReads > 0 || f.constantUses > 0);
  const unbacked = c.kind === 'table' && c.subject.endsWith('[]')
    ? 'the dicts nested in the table\'s entries are records or sections: a field that names a class backs no key set of their own'
    : oneEntry ? 'a dict of one entry is a record: its literal declares no key set'
    : c.kind === 'table' ? 'no entry of the table names anything in the repo, nothing reads it by a computed key, and no constant of it is used elsewhere'
    : c.kind === 'class_attr' && f.attrLookup ? `over every class that sets ${c.position}, ${pct(f.titledShare)} of the values are written capitalised and ${pct(Math.min(1, f.spelledShare))} are spelled so again elsewhere: names shown to people, not keys`
    : c.kind === 'class_attr' ? `nothing reads the attribute ${c.position} as a key ({cls.${c.position}: cls}, x.${c.position} == ...)`
      : c.kind === 'files' ? 'fewer than 2 of its files are named by strings in code, and no framework pack knows the set'
      : c.kind === 'config' && c.role === 'config_entry' && !f.scriptGroup ? `one entry point in the group ${c.position}, which no code of the repo loads: a plugin handed to another program, looked up there`
      : c.kind === 'config' && c.role === 'config_entry' ? `the ${c.position} entry points are commands the shell runs by name; no code of the repo loads the group`
      : c.kind === 'config' ? `fewer than 2 values of the property ${c.subject} are looked up in other files (lookup calls, URL hosts)`
      : 'no framework pack or storage registers functions by this name, and most names never come back as strings elsewhere';
  if (x.backing < 1) lines.push(`unbacked   ×${x.backing.toFixed(2)}  ${unbacked}`);
  if (x.enumLike < 1) {
    const factor = x.enumLike.toFixed(2);
    const why: Record<EnumReason, string> = {
      mode: `enum       ×${factor}  ${c.distinctKeys} values over ${c.sites} sites: a mode selector, not a registry`,
      records: `records    ×${factor}  ${c.distinctKeys} keys over ${c.sites} entries: repeated keys are fields of records, not one table`,
      enum_holder: `enum       ×${factor}  the holder is an Enum: its members, used by name, select a state or a mode`,
      compared: `enum       ×${factor}  ${pct(f.comparedShare)} of its constants' uses in other files compare with them: flags and states a field is tested against`,
      http_verbs: c.kind === 'table'
        ? `enum       ×${factor}  its keys are HTTP methods (GET, POST...) and its values expressions naming nothing of the repo: the verb put into a library's word, not a name anything registers by`
        : `enum       ×${factor}  every value is an HTTP method (GET, POST...), but for a catch-all or two: the verb of one request, not a name anything registers by`,
      enum_keys: `enum       ×${factor}  ${pct(f.enumKeyShare)} of its keys are members of an Enum, and no value names anything: one enumeration's states put into text`,
      self_named: `enum       ×${factor}  ${pct(f.selfNamedShare)} of its constants spell their own names (PENDING = "PENDING"): an enumeration written as constants`,
    };
    lines.push(why[f.enumReason ?? 'mode']);
  }
  if (x.mixed < 1) {
    lines.push(`grab-bag   ×${x.mixed.toFixed(2)}  ${pct(f.keyKindShare)} of its values are one kind of string: constants of every kind, not one registry's keys`);
  }
  if (f.symbolCompositeKeys > 0 && x.enumLike === 1 && c.distinctKeys < c.sites) {
    lines.push(`composite  ${f.symbolCompositeKeys} distinct (class, key) pairs over ${c.sites} sites: the class passed beside the key is part of it`);
  }
  if (x.stoplist < 1) lines.push(`stop-list  ×${x.stoplist.toFixed(2)}  well-known noise callee`);
  if (f.delegate) lines.push(`delegates  the decorator's factory hands its arguments on to ${f.delegate}: one idiom with the other decorators made so`);
  lines.push(`score      ${c.score.toFixed(2)}${c.weak ? '  (weak: below the floor, no independent evidence, unbacked, constants of one enumeration, or a grab-bag of constants)' : ''}`);
  if (opts.related !== false && c.related.length) lines.push(`related    ${relatedSummary(c)}`);
  if (opts.related !== false && c.relatedTo) lines.push(`related    ${relatedToText(c.relatedTo)}`);
  return lines;
}

/** How a candidate's keys reach their readers, for the pairs listing and the explorer's detail view:
 *  the container its registering function writes, or the getattr that builds a family's names. */
export function storageLine(c: Candidate): string | null {
  if (!c.features.storage) return null;
  if (c.role === 'definition_name') {
    const via = c.features.storageContainer ?? '';
    if (via.startsWith('startswith:')) {
      return `dispatch: names are selected by their prefix, startswith("${via.slice('startswith:'.length)}") (every such test is a dispatch site)`;
    }
    return `dispatch: getattr builds "${via.replace(/^getattr:/, '').replace('{}', '<key>')}" (every such getattr is a dispatch site)`;
  }
  const container = c.features.storageContainer ?? '';
  if (container.startsWith('attribute:')) {
    return `storage: set as the attribute ${container.slice('attribute:'.length)} of the decorated function (whoever reads that attribute dispatches on it)`;
  }
  return `storage: ${container} (every access to it is a dispatch site)`;
}

/** The family's slots other than the leader's own (`decorator_arg 0` beside a leader at slot 1), each once, sorted. */
export function otherSlots(c: Candidate): string[] {
  return [...new Set(c.members.filter((m) => m.role !== c.role || m.position !== c.position)
    .map((m) => `${m.role}${m.position ? ` ${m.position}` : ''}`))].sort();
}

/** What a candidate shown inside another row says of it. */
export function relatedToText(id: string): string {
  return `shown inside ${id}: most of its keys are that row's keys`;
}

/** The rows shown inside a row, once each (a related family lists every spelling), with a display label. */
export function relatedRows(c: Candidate): { label: string; sharedKeys: number; keys: number }[] {
  const seen = new Map<string, { label: string; sharedKeys: number; keys: number }>();
  for (const r of c.related) {
    const label = `${r.subject}${r.kind === 'table' ? '' : ` ${r.role}${r.position ? ` ${r.position}` : ''}`}`;
    if (!seen.has(label)) seen.set(label, { label, sharedKeys: r.sharedKeys, keys: r.keys });
  }
  return [...seen.values()];
}

/** The rows shown inside a row because they carry mostly its keys, briefly: the first few and a count. */
export function relatedSummary(c: Candidate, show = 4): string {
  const all = relatedRows(c).map((r) => `${r.label} (${r.sharedKeys} of its ${r.keys} keys)`);
  const more = all.length > show ? `, and ${all.length - show} more` : '';
  return `${all.length} later ${all.length === 1 ? 'row shares' : 'rows share'} most keys with this one: ${all.slice(0, show).join(', ')}${more}`;
}

/** One candidate by id (any spelling of a family), or undefined. */
export async function candidateById(db: Db, id: string, weights?: RankWeights): Promise<Candidate | undefined> {
  return (await rankCandidates(db, { allMembers: true, weights })).find((c) => c.id === id);
}
