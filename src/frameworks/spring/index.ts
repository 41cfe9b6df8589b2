import type { FrameworkPack } from '../framework-pack.js';

const ann = 'org.springframework';
// one idiom: the keys application.yml declares, and the code that reads them, by key (`${...}`,
// `@ConditionalOnProperty(name=)`) or by prefix (`@ConfigurationProperties(prefix=)`)
const PROPERTIES = 'property keys and prefixes, declared in configuration and read by ${...} or by binding';

const spring: FrameworkPack = {
  id: 'spring',
  idioms: [
    { subject: `${ann}.beans.factory.annotation.Qualifier`, role: 'annotation_arg', position: 'value', note: 'qualifier names, on beans and injection points' },
    { subject: `${ann}.context.annotation.Profile`, role: 'annotation_arg', position: 'value', note: 'profiles, activated by configuration' },
    // a profile declared by its configuration file's name (application-dev.yml), a file-name registry
    ...['application', 'bootstrap'].flatMap((f) => ['yml', 'yaml', 'properties'].map((ext) => (
      { subject: `${f}-*.${ext}`, role: 'file_name', position: '', note: 'profiles, activated by configuration' }))),
    { subject: `${ann}.stereotype.Component`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.stereotype.Service`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.stereotype.Repository`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.context.annotation.Bean`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.context.annotation.Bean`, role: 'annotation_arg', position: 'name', note: 'bean names' },
    // the method name when @Bean names none
    { subject: `${ann}.context.annotation.Bean`, role: 'decorator_implicit', position: '', note: 'bean names' },
    // and a component's, service's or repository's class name, decapitalised, when it names none and
    // the repo asks for the bean by that name (`@Component class Roles` is the bean `roles`, which SpEL
    // reads as `@roles`). Controllers and configuration classes are beans too, reached by route and type
    ...['Component', 'Service', 'Repository'].map((a) => (
      { subject: `${ann}.stereotype.${a}`, role: 'decorator_implicit', position: '', note: 'bean names', implicitName: 'decapitalize' as const })),
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'name', note: PROPERTIES },
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'prefix', note: PROPERTIES },
    { subject: `${ann}.boot.autoconfigure.condition.ConditionalOnProperty`, role: 'annotation_arg', position: 'value', note: PROPERTIES },
    { subject: `${ann}.boot.context.properties.ConfigurationProperties`, role: 'annotation_arg', position: '*', note: PROPERTIES },
    { subject: 'spring-xml.bean', role: 'config_entry', position: '*', note: 'XML bean ids' },
    ...['RequestMapping', 'GetMapping', 'PostMapping', 'PutMapping', 'PatchMapping', 'DeleteMapping'].flatMap((m) => [
      { subject: `${ann}.web.bind.annotation.${m}`, role: 'annotation_arg', position: 'value', note: 'HTTP routes' },
      { subject: `${ann}.web.bind.annotation.${m}`, role: 'annotation_arg', position: 'path', note: 'HTTP routes' },
    ]),
    // a class's default cache names for its @Cacheable methods
    { subject: `${ann}.cache.annotation.CacheConfig`, role: 'annotation_arg', position: 'cacheNames', note: 'cache names' },
    ...['Cacheable', 'CacheEvict', 'CachePut'].flatMap((c) => [
      { subject: `${ann}.cache.annotation.${c}`, role: 'annotation_arg', position: 'value', note: 'cache names' },
      { subject: `${ann}.cache.annotation.${c}`, role: 'annotation_arg', position: 'cacheNames', note: 'cache names' },
    ]),
    { subject: `${ann}.kafka.annotation.KafkaListener`, role: 'annotation_arg', position: 'topics', note: 'Kafka topics' },
    { subject: `${ann}.amqp.rabbit.annotation.RabbitListener`, role: 'annotation_arg', position: 'queues', note: 'RabbitMQ queues' },
    { subject: `${ann}.jms.annotation.JmsListener`, role: 'annotation_arg', position: 'destination', note: 'JMS destinations' },
    { subject: `${ann}.stereotype.Controller`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.web.bind.annotation.RestController`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.context.annotation.Configuration`, role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: `${ann}.cloud.openfeign.FeignClient`, role: 'annotation_arg', position: '*', note: 'remote service names' },
    { subject: 'jakarta.inject.Named', role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: 'javax.inject.Named', role: 'annotation_arg', position: 'value', note: 'bean names' },
    { subject: 'spring-config.property', role: 'config_entry', position: '*', note: PROPERTIES },
    // a named pointcut is its method's name, referenced by advice as "name()"
    { subject: 'org.aspectj.lang.annotation.Pointcut', role: 'decorator_implicit', position: '', note: 'AspectJ named pointcuts, referenced by advice' },
  ],
};

export default spring;
