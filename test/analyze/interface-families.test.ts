import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * zope.interface's `@implementer(I)` is Python's `implements I`: classes with no common base that declare
 * one interface and set one attribute to a string of their own are a class-attribute family, as
 * subclasses of one base are (twisted's credential factories: `scheme = "basic"`, read back as
 * `factories[f.scheme]`).
 */
describe('class-attribute families of one interface', () => {
  const fx = rankedFixture({
    'auth/__init__.py': '',
    'auth/iauth.py': [
      'from zope.interface import Interface',
      'class ICredentialFactory(Interface):',
      '    def decode(response): pass',
      '',
    ].join('\n'),
    'auth/basic.py': [
      'from zope.interface import implementer',
      'from auth.iauth import ICredentialFactory',
      '@implementer(ICredentialFactory)',
      'class BasicCredentialFactory:',
      '    scheme = "basic"',
      '',
    ].join('\n'),
    'auth/digest.py': [
      'from zope.interface import implementer',
      'from auth.iauth import ICredentialFactory',
      '@implementer(ICredentialFactory)',
      'class DigestCredentialFactory:',
      '    scheme = "digest"',
      '',
    ].join('\n'),
    'auth/bearer.py': [
      'import zope.interface',
      'from auth import iauth',
      '@zope.interface.implementer(iauth.ICredentialFactory)',
      'class BearerCredentialFactory:',
      '    scheme = "bearer"',
      '',
    ].join('\n'),
    // three classes with no base and no interface setting the same attribute are no family
    'auth/plain.py': [
      'class A:',
      '    label = "a"',
      'class B:',
      '    label = "b"',
      'class C:',
      '    label = "c"',
      '',
    ].join('\n'),
    'auth/wrapper.py': [
      'def challenge(factories, request):',
      '    by_scheme = {f.scheme: f for f in factories}',
      '    return by_scheme[request.scheme]',
      '',
    ].join('\n'),
  });

  it('makes one family of the classes that declare the interface, keyed by the attribute', () => {
    const family = fx.find((c) => c.kind === 'class_attr' && c.position === 'scheme', 'the scheme family');
    expect(family.subject).toBe('auth.iauth.ICredentialFactory');
    expect([...family.examples].sort()).toEqual(['basic', 'bearer', 'digest']);
    expect(family.features.attrLookup).toBe(true);
    expect(family.weak).toBe(false);
  });

  it('makes no family of base-less classes that declare nothing', () => {
    expect(fx.cands.some((c) => c.kind === 'class_attr' && c.position === 'label')).toBe(false);
  });
});
