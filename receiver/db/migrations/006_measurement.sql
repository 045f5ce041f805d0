-- First-party measurement: page views and real visitors' Web Vitals, sent by the site's beacon. No address,
-- no user agent, no cookie: a visit is a random id the tab keeps in memory. Raw events are kept 30 days; the
-- daily roll-ups (route, source, campaign, device class) as long as the agency wants.
CREATE TABLE page_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  day TEXT NOT NULL,
  received_at TEXT NOT NULL,
  visit TEXT NOT NULL,
  seq INTEGER NOT NULL,
  path TEXT NOT NULL,
  referrer_host TEXT,
  source TEXT NOT NULL,
  medium TEXT,
  campaign TEXT NOT NULL DEFAULT '',
  term TEXT,
  content TEXT,
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop'))
);
CREATE INDEX page_views_day ON page_views (day);
CREATE INDEX page_views_visit ON page_views (visit);
CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  day TEXT NOT NULL,
  received_at TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value REAL NOT NULL
);
CREATE INDEX web_vitals_day ON web_vitals (day);
-- visits: the visits that started on this page (a visit's first page view), so a day's visits are a sum.
CREATE TABLE daily_page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, path, source, campaign, device)
);
CREATE TABLE daily_web_vitals (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  samples INTEGER NOT NULL,
  good INTEGER NOT NULL,
  needs_improvement INTEGER NOT NULL,
  poor INTEGER NOT NULL,
  p75 REAL NOT NULL,
  PRIMARY KEY (day, path, device, metric)
);
-- Where a lead came from, as the form's hidden fields carried it; no row when the form was sent without
-- JavaScript. Erasing the lead erases it.
CREATE TABLE lead_origins (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  landing_page TEXT,
  referrer_host TEXT,
  source TEXT,
  medium TEXT,
  campaign TEXT,
  term TEXT,
  content TEXT,
  pages_seen INTEGER
);
