import type { FrameworkPack } from '../framework-pack.js';

// one idiom: a connection's functions, aggregates and collations are all named in the SQL it runs
const SQLITE_NOTE = 'SQL functions, aggregates and collations registered on a sqlite connection by name';
const MIME_NOTE = 'file extensions with a MIME type';
const sqliteVerbs = ['create_function', 'create_aggregate', 'create_collation'];

/**
 * Registries the Python standard library keeps by name. A codec error handler registered once
 * (`codecs.register_error("htmlentityreplace", fn)`) is found again by `errors="htmlentityreplace"`
 * anywhere, a SQL function registered on a sqlite connection by the SQL that calls it: one call each,
 * which alone ranks as one call of any function does. The standard library is no framework to the
 * bare-verb match, so each is named by its module; sqlite's connection methods by their verb too, since
 * the connection is seldom typed (`conn.create_function`).
 */
const pythonStdlib: FrameworkPack = {
  id: 'python-stdlib',
  idioms: [
    { subject: 'codecs.register_error', role: 'call_arg', position: '0', note: 'codec error handlers by name (errors="...")' },
    { subject: 'csv.register_dialect', role: 'call_arg', position: '0', note: 'csv dialects by name' },
    { subject: 'shutil.register_archive_format', role: 'call_arg', position: '0', note: 'archive formats by name' },
    { subject: 'shutil.register_unpack_format', role: 'call_arg', position: '0', note: 'unpack formats by name' },
    { subject: 'webbrowser.register', role: 'call_arg', position: '0', note: 'browsers by name' },
    { subject: 'logging.addLevelName', role: 'call_arg', position: '1', note: 'logging level names' },
    { subject: 'sqlite3.register_converter', role: 'call_arg', position: '0', note: 'sqlite column type names with a converter' },
    { subject: 'sqlite3.dbapi2.register_converter', role: 'call_arg', position: '0', note: 'sqlite column type names with a converter' },
    // Morsel.__setitem__ accepts only its reserved attribute names; old Pythons lack "samesite", so web
    // frameworks add it (`Morsel._reserved["samesite"] = "SameSite"`) and then write it on every cookie
    { subject: 'Morsel._reserved', role: 'subscript_assign', position: '', note: 'cookie attributes a Morsel accepts' },
    // a urllib handler's error methods: OpenerDirector.add_handler reads every handler's method names and
    // dispatches a response's status to `http_error_<code>` (or `http_error_default`), outside the tree
    { subject: 'http_error_*', role: 'definition_name', position: '', note: "urllib handlers' error methods, by HTTP status" },
    // an extension registered for a MIME type is found again by guess_type on a file's name
    { subject: 'mimetypes.types_map', role: 'subscript_assign', position: '', note: MIME_NOTE },
    { subject: 'mimetypes.add_type', role: 'call_arg', position: '1', note: MIME_NOTE },
    ...sqliteVerbs.flatMap((verb) => [verb, `sqlite3.Connection.${verb}`, `sqlite3.connect.${verb}`]
      .map((subject) => ({ subject, role: 'call_arg', position: '0', note: SQLITE_NOTE }))),
  ],
};

export default pythonStdlib;
