import type { FrameworkPack } from '../framework-pack.js';

/**
 * traitlets (Jupyter, IPython): the decorators that attach a method to a trait by the trait's name. The
 * names are the class's own attributes, which alone would make them member names, not keys.
 */
const traitlets: FrameworkPack = {
  id: 'traitlets',
  idioms: [
    { subject: 'traitlets.observe', role: 'decorator_arg', position: '0', note: 'trait observers by trait name' },
    { subject: 'traitlets.validate', role: 'decorator_arg', position: '0', note: 'trait validators by trait name' },
    { subject: 'traitlets.default', role: 'decorator_arg', position: '0', note: 'dynamic trait defaults by trait name' },
  ],
  // a trait type's first argument is its default value, a value, not a key (`format_type = Unicode("text/html")`:
  // the class attribute is read as a key, by its own family; the call's slot is every trait's default).
  // ObjectName and DottedObjectName are left out: their defaults name things (`print_method =
  // ObjectName("_repr_html_")`, the method looked up by that name)
  signatures: ['Unicode', 'CUnicode', 'Bytes', 'CBytes', 'Any'].map((name) => ({
    callee: `traitlets.${name}`,
    params: ['default_value', 'allow_none', 'read_only', 'help', 'config'],
  })),
};

export default traitlets;
