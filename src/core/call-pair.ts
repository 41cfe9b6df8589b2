/** The separator of a call pair's subject: `register side <-> lookup side` (see derive/candidate-pairs.sql). */
export const PAIR_SEPARATOR = ' <-> ';

/** For a call-pair subject: the registering callee and the callee that looks its keys up. */
export function pairSides(subject: string): { register: string; lookup: string } {
  const [register, lookup] = subject.split(PAIR_SEPARATOR);
  return { register: register ?? subject, lookup: lookup ?? '' };
}
