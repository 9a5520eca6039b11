-- The package catalog is reference data every installation needs (a client cannot be created
-- without a preset), so it ships as a migration rather than with the demo seed.
-- Each server has its own ids: packages 1.., 101.., 201..; presets 10.., 40.., 70.., while the
-- three well-known presets keep their ids on every server (8 all, 7 all without adult, 3 custom).

CREATE TEMPORARY TABLE catalog_source (
  n       integer,
  name    text,
  type    text,
  grp     text,      -- what presets select on: core, en, es, fr, pt, ar, in, it, sports, adult
  servers integer[]
) ON COMMIT DROP;

INSERT INTO catalog_source VALUES
  (1,  'USA Entertainment',   'tv',    'core',   '{0,1,2}'),
  (2,  'USA Locals',          'tv',    'core',   '{0,1,2}'),
  (3,  'Kids',                'tv',    'core',   '{0,1,2}'),
  (4,  'News',                'tv',    'core',   '{0,1,2}'),
  (5,  'UK & Ireland',        'tv',    'en',     '{0,1,2}'),
  (6,  'Canada',              'tv',    'en',     '{0,1,2}'),
  (7,  'Latino',              'tv',    'es',     '{0,1,2}'),
  (8,  'France & Quebec',     'tv',    'fr',     '{0,1,2}'),
  (9,  'Portugal & Brasil',   'tv',    'pt',     '{0,1,2}'),
  (10, 'Arabic',              'tv',    'ar',     '{0,1,2}'),
  (11, 'India & Pakistan',    'tv',    'in',     '{0,1,2}'),
  (12, 'Italia',              'tv',    'it',     '{0,1,2}'),
  (13, 'USA Sports',          'tv',    'sports', '{0,1,2}'),
  (14, 'World Sports',        'tv',    'sports', '{0,1,2}'),
  (15, 'PPV & Events',        'tv',    'sports', '{0,1,2}'),
  (16, 'Caribbean',           'tv',    'en',     '{0}'),
  (17, '4K UHD Channels',     'tv',    'core',   '{1,2}'),
  (18, 'Adult',               'tv',    'adult',  '{0,1,2}'),
  (19, 'Movies',              'video', 'core',   '{0,1,2}'),
  (20, 'TV Series',           'video', 'core',   '{0,1,2}'),
  (21, 'Kids VOD',            'video', 'core',   '{0,1,2}'),
  (22, '4K Movies',           'video', 'core',   '{1,2}'),
  (23, 'Latino VOD',          'video', 'es',     '{0,1,2}'),
  (24, 'French VOD',          'video', 'fr',     '{0,2}'),
  (25, 'Adult VOD',           'video', 'adult',  '{0,1,2}');

INSERT INTO packages (server, id, name, type)
SELECT s.server, s.server * 100 + c.n, c.name, c.type
FROM (VALUES (0), (1), (2)) AS s (server)
JOIN catalog_source c ON s.server = ANY (c.servers);

CREATE TEMPORARY TABLE preset_source (
  k      integer,
  name   text,
  groups text[],
  adult  boolean
) ON COMMIT DROP;

INSERT INTO preset_source VALUES
  (0,  'ENGLISH - ADULT',                 '{core,en}',        true),
  (1,  'ENGLISH - NO ADULT',              '{core,en}',        false),
  (2,  'ENGLISH + SPORTS - ADULT',        '{core,en,sports}', true),
  (3,  'ENGLISH + SPORTS - NO ADULT',     '{core,en,sports}', false),
  (4,  'LATINO - ADULT',                  '{core,es}',        true),
  (5,  'LATINO - NO ADULT',               '{core,es}',        false),
  (6,  'LATINO + SPORTS - ADULT',         '{core,es,sports}', true),
  (7,  'LATINO + SPORTS - NO ADULT',      '{core,es,sports}', false),
  (8,  'FRENCH - ADULT',                  '{core,fr}',        true),
  (9,  'FRENCH - NO ADULT',               '{core,fr}',        false),
  (10, 'PORTUGUESE - ADULT',              '{core,pt}',        true),
  (11, 'PORTUGUESE - NO ADULT',           '{core,pt}',        false),
  (12, 'ARABIC - ADULT',                  '{core,ar}',        true),
  (13, 'ARABIC - NO ADULT',               '{core,ar}',        false),
  (14, 'INDIAN - ADULT',                  '{core,in}',        true),
  (15, 'INDIAN - NO ADULT',               '{core,in}',        false),
  (16, 'ITALIAN - ADULT',                 '{core,it}',        true),
  (17, 'ITALIAN - NO ADULT',              '{core,it}',        false);

INSERT INTO presets (server, id, name, packages)
SELECT s.server, s.base + p.k, p.name,
       ARRAY (SELECT c.n + s.server * 100 FROM catalog_source c
              WHERE s.server = ANY (c.servers)
                AND (c.grp = ANY (p.groups) OR (p.adult AND c.grp = 'adult'))
              ORDER BY c.n)
FROM (VALUES (0, 10), (1, 40), (2, 70)) AS s (server, base)
CROSS JOIN preset_source p;

INSERT INTO presets (server, id, name, packages)
SELECT s.server, w.id, w.name,
       ARRAY (SELECT k.id FROM packages k
              WHERE k.server = s.server AND (w.adult OR k.name NOT LIKE 'Adult%')
              ORDER BY k.id)
FROM (VALUES (0), (1), (2)) AS s (server)
CROSS JOIN (VALUES (8, 'ALL PACKAGES', true), (7, 'ALL PACKAGES-NO ADULT', false)) AS w (id, name, adult);

INSERT INTO presets (server, id, name, packages)
SELECT server, 3, 'CUSTOM PACKAGE SELECTION', '{}' FROM (VALUES (0), (1), (2)) AS s (server);
