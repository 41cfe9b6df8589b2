import type { FrameworkPack } from '../framework-pack.js';

const pytest: FrameworkPack = {
  id: 'pytest',
  idioms: [
    { subject: 'pytest.fixture', role: 'decorator_implicit', position: '', note: 'fixtures by name, requested by parameter name' },
    { subject: 'pytest.fixture', role: 'decorator_arg', position: 'name', note: 'fixtures by name, requested by parameter name' },
    { subject: 'pytest.mark.usefixtures', role: 'call_arg', position: '*', note: 'fixtures by name, requested by parameter name' },
    { subject: '_pytest.fixtures.fixture', role: 'decorator_implicit', position: '', note: 'fixtures by name, requested by parameter name' },
    // undecorated hook implementations: pluggy selects a plugin's functions by this prefix
    { subject: 'pytest_*', role: 'definition_name', position: '', note: 'hooks implemented by function name' },
    { subject: 'addini', role: 'call_arg', position: '0', note: 'ini options by name, read back with getini' },
    // (argparse's dest names an attribute of the parsed namespace; pytest's is read back by string, by any plugin)
    { subject: 'addoption', role: 'keyword_arg', position: 'dest', note: 'command-line options by dest, read back with getoption' },
    { subject: '_addoption', role: 'keyword_arg', position: 'dest', note: 'command-line options by dest, read back with getoption' },
    { subject: 'getgroup', role: 'call_arg', position: '0', note: 'option groups, created on first use and fetched by name' },
    { subject: 'addinivalue_line', role: 'call_arg', position: '1', note: 'markers registered as "name(args): help"', keyPattern: '^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[(:]' },
  ],
};

export default pytest;
