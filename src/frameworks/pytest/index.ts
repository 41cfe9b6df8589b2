import type { FrameworkPack } from '../framework-pack.js';

const pytest: FrameworkPack = {
  id: 'pytest',
  idioms: [
    { subject: 'pytest.fixture', role: 'decorator_implicit', position: '', note: 'fixtures by name, requested by parameter name' },
    { subject: 'pytest.fixture', role: 'decorator_arg', position: 'name', note: 'fixtures by name, requested by parameter name' },
    { subject: 'pytest.mark.usefixtures', role: 'call_arg', position: '*', note: 'fixtures by name, requested by parameter name' },
    { subject: '_pytest.fixtures.fixture', role: 'decorator_implicit', position: '', note: 'fixtures by name, requested by parameter name' },
    { subject: 'addinivalue_line', role: 'call_arg', position: '1', note: 'markers registered as "name(args): help"' },
  ],
};

export default pytest;
