-- Decision 027: the site domain setting now drives every absolute URL, and empty means
-- PUBLIC_SITE_URL. The placeholder the first seed stored would point them at a domain nobody
-- chose: it becomes empty, as the new default is. A domain an administrator typed stays.
UPDATE "site_settings"
SET "value" = '', "description" = 'Dominio pubblico del sito'
WHERE "key" = 'site_domain' AND "value" = 'scaligeradigital.example';
