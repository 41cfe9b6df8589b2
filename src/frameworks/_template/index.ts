// Copy to src/frameworks/<id>/ and add it to src/frameworks/index.ts. A pack is data: the callees
// (as scanned callee paths, or a dotted suffix of them) whose string arguments declare registry keys.
import type { FrameworkPack } from '../framework-pack.js';

const template: FrameworkPack = {
  id: 'template',
  idioms: [],
};

export default template;
