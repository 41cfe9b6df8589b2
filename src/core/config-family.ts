/**
 * Configuration formats whose files in one directory are one configuration, split by topic
 * (`conf/db.properties` beside `conf/mq.properties`; one `META-INF/extensions/<interface>` file per
 * extension point of one loader). `rank` lists such a directory as one row, and an accepted row stands
 * for every file of its directory when rules and runtime keys are generated.
 */
export const DIRECTORY_FAMILIES: readonly string[] = ['properties', 'service-file'];

/** The directory a configuration candidate's row stands for (`META-INF/extensions`), or null when its
 *  row is its own file or declaration kind alone. */
export function familyDirectory(kind: string, language: string, subject: string): string | null {
  if (kind !== 'config' || !DIRECTORY_FAMILIES.includes(language)) return null;
  const slash = subject.lastIndexOf('/');
  return slash > 0 ? subject.slice(0, slash) : null;
}
