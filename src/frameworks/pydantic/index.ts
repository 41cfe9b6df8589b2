import type { FrameworkPack } from '../framework-pack.js';

const VALIDATORS = 'field validators by field name';

/**
 * pydantic: a validator names the fields it checks (`@validator("email", "username")`); the model keeps
 * its validators by field name and runs each field's when that field is parsed. The names are the
 * model's own attributes, which alone would make them member names, not keys (as traitlets' observers).
 * Version 1 spells it `validator`, version 2 `field_validator`; each as exported and where it is defined.
 */
const pydantic: FrameworkPack = {
  id: 'pydantic',
  idioms: ['pydantic.validator', 'pydantic.class_validators.validator', 'pydantic.field_validator',
    'pydantic.functional_validators.field_validator']
    .map((subject) => ({ subject, role: 'decorator_arg', position: '*', note: VALIDATORS })),
};

export default pydantic;
