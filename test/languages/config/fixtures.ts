/**
 * Good files for each configuration pack, shared by the pack tests and the robustness test.
 * The pack tests assert line and column of every row: edit these together with them.
 */

export const PYPROJECT = `[build-system]
requires = ["setuptools"]

[project]
name = "payments"
version = "1.0"

[project.scripts]
payments-cli = "payments.cli:main"

[project.gui-scripts]
payments-gui = "payments.gui:run"

[project.entry-points."payments.providers"]
adyen = "payments.providers.adyen:AdyenProvider"
"stripe.v2" = 'payments.providers.stripe:StripeProvider'

[project.entry-points.pytest11]
payments_fixtures = "payments.testing.plugin"

[tool.poetry.plugins."flake8.extension"]
PAY = "payments.lint:Checker"

[tool.poetry.scripts]
pay = "payments.cli:pay"
serve = { callable = "payments.server:serve", extras = ["web"] }
`;

export const SETUP_CFG = `[metadata]
name = payments
description: Payment providers

[options]
packages = find:
install_requires =
    requests>=2

[options.entry_points]
# groups, one entry per line
console_scripts =
    payments-cli = payments.cli:main
    payments-admin=payments.admin:run [admin]
payments.providers =

    adyen = payments.providers.adyen:AdyenProvider
; a comment inside the value
    stripe = payments.providers.stripe:StripeProvider
pytest11 = fixtures = payments.testing.plugin

[flake8]
max-line-length = 100
`;

export const SPRING_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!-- payment wiring; <bean id="commented"/> is not a bean -->
<beans xmlns="http://www.springframework.org/schema/beans"
       xmlns:util="http://www.springframework.org/schema/util">

  <bean id="adyenClient" name="adyen, psp;primaryPsp" class="com.acme.pay.AdyenClient">
    <property name="url" value="\${adyen.url:https://adyen.test}"/>
  </bean>

  <bean id="paymentService"
        class="com.acme.pay.PaymentService">
    <constructor-arg ref="adyenClient"/>
    <property name="fallback">
      <bean id="noopProvider" class="com.acme.pay.NoopProvider"/>
    </property>
    <property name="audit"><ref bean="auditLog"/></property>
  </bean>

  <alias name="paymentService" alias="payments"/>

  <util:map id="handlers"/>
</beans>
`;

export const SPRING_YAML = `server:
  port: 8080
payments:
  provider:
    name: adyen
    timeout: 30s
    url: "\${PSP_URL:\${payments.default-url}}/v1"
  regions: [eu, us]
  enabled: true
  fallback:
  "[key.with.dots]": x
`;

export const SPRING_MULTI_YAML = `payments:
  provider: adyen
---
spring:
  config:
    activate:
      on-profile: us
payments:
  provider: stripe
---
spring.profiles: legacy
payments.provider: worldpay
`;

export const SPRING_PROPERTIES = [
  '# payments',
  'payments.provider.name=adyen',
  'payments.provider.timeout: 30s',
  'payments.provider.region   eu',
  '! another comment',
  'payments.provider.url = ${PSP_URL:https://psp.test}/\\',
  '    v1',
  'payments.greeting = caf\\u00e9 ${user.name}',
  'empty.key=',
  '',
].join('\n');

/** An installed distribution's entry points, as setuptools writes them (egg-info / dist-info). */
export const ENTRY_POINTS_TXT = `[apscheduler.executors]
asyncio = apscheduler.executors.asyncio:AsyncIOExecutor [asyncio]
debug = apscheduler.executors.debug:DebugExecutor

# a comment
[apscheduler.triggers]
cron = apscheduler.triggers.cron:CronTrigger
`;
