import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A table read by a computed key is dispatched on unless it is a table of messages. Display names inside
 * its record values (`{"us-east-1": {"name": "US East"}}`) are fields of the records, not the messages
 * the key selects.
 */
describe('a table of records read by a computed key', () => {
  const fx = rankedFixture({
    'cloud/__init__.py': '',
    'cloud/regions.py': [
      'REGIONS = {',
      '    "us-east-1": {"endpoint": "ec2.us-east-1", "name": "US East (Virginia)"},',
      '    "eu-west-1": {"endpoint": "ec2.eu-west-1", "name": "EU (Ireland)"},',
      '    "ap-south-1": {"endpoint": "ec2.ap-south-1", "name": "Asia Pacific (Mumbai)"},',
      '}',
      'MESSAGES = {"failed": "Payment failed badly", "paid": "Payment went through"}',
      '',
    ].join('\n'),
    'cloud/driver.py': [
      'from cloud.regions import REGIONS, MESSAGES',
      'class Driver:',
      '    def endpoint(self, region):',
      '        return REGIONS[region]["endpoint"]',
      '    def message(self, status):',
      '        return MESSAGES[status]',
      '',
    ].join('\n'),
  });

  it('counts the computed read of a table whose records carry display names', () => {
    const regions = fx.find((c) => c.subject === 'cloud/regions.py::REGIONS' && c.role === 'dict_key', 'REGIONS');
    expect(regions.distinctKeys).toBe(3);
    expect(regions.features.dynamicReads).toBe(1);
    expect(regions.factors.backing).toBe(1);
  });

  it('still reads a table whose own values are messages as naming nothing', () => {
    const messages = fx.find((c) => c.subject === 'cloud/regions.py::MESSAGES' && c.role === 'dict_key', 'MESSAGES');
    expect(messages.features.dynamicReads).toBe(0);
  });
});
