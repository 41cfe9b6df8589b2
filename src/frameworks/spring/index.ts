import type { FrameworkPack } from '../framework-pack.js';

const ann = 'org.springframework';

const spring: FrameworkPack = {
  id: 'spring',
  idioms: [
    { subject: `${ann}.beans.factory.annotation.Qualifier`, role: 'annotation_arg', position: 'value', note: 'qualifier names, on beans and injection points' },
    { subject: `${ann}.context.annotation.Profile`, role: 'annotation_arg', position: 'value', note: 'profiles, activated by configuration' },
    { subject: `${ann}.stereotype.Component`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.stereotype.Service`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.stereotype.Repository`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.context.annotation.Bean`, role: 'annotation_arg', position: '*', note: 'bean names' },
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'name', note: 'property keys' },
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'prefix', note: 'property prefixes' },
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'value', note: 'property keys' },
    { subject: `${ann}.boot.context.properties.ConfigurationProperties`, role: 'annotation_arg', position: '*', note: 'property prefixes' },
    { subject: 'spring-xml.bean', role: 'config_entry', position: '*', note: 'XML bean ids' },
    { subject: 'spring-config.property', role: 'config_entry', position: '*', note: 'property keys, read by ${...}' },
  ],
};

export default spring;
