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
};

export default traitlets;
