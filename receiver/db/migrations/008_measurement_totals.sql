-- Measurement totals kept as the events arrive, so no figure the desk shows is ever computed from raw events:
-- page views and visits per day, page and device; per day, source and campaign (a bounded number of pairs a
-- day, the rest counted as "other"); and each Web Vital as a per-day histogram (values rounded up to two
-- significant digits, which keeps Google's thresholds exact), from which a p75 over any range is read.
CREATE TABLE daily_pages (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, path, device)
) WITHOUT ROWID;
CREATE TABLE daily_sources (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  views INTEGER NOT NULL,
  visits INTEGER NOT NULL,
  PRIMARY KEY (day, source, campaign)
) WITHOUT ROWID;
CREATE TABLE daily_vitals (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  -- The value rounded up to two significant digits, in milliseconds (CLS in thousandths).
  bucket INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path, device, metric, bucket)
) WITHOUT ROWID;

-- Days already rolled up, then the raw days not yet rolled up.
INSERT INTO daily_pages (day, path, device, views, visits)
SELECT day, path, device, sum(views), sum(visits) FROM daily_page_views GROUP BY day, path, device;
INSERT INTO daily_pages (day, path, device, views, visits)
SELECT day, path, device, count(*), sum(seq = 1) FROM page_views
WHERE day NOT IN (SELECT DISTINCT day FROM daily_page_views)
GROUP BY day, path, device;

-- Sources and campaigns: each day's 100 largest pairs, the rest as "other".
INSERT INTO daily_sources (day, source, campaign, views, visits)
WITH totals AS (
  SELECT day, source, campaign, sum(views) AS views, sum(visits) AS visits FROM (
    SELECT day, source, campaign, views, visits FROM daily_page_views
    UNION ALL
    SELECT day, source, campaign, 1, seq = 1 FROM page_views
    WHERE day NOT IN (SELECT DISTINCT day FROM daily_page_views)
  ) GROUP BY day, source, campaign
),
ranked AS (SELECT *, row_number() OVER (PARTITION BY day ORDER BY views DESC, source, campaign) AS rank FROM totals)
SELECT day, CASE WHEN rank <= 100 THEN source ELSE 'other' END AS s, CASE WHEN rank <= 100 THEN campaign ELSE '' END AS c,
  sum(views), sum(visits)
FROM ranked GROUP BY day, s, c;

-- Rolled-up vitals kept their rating counts: each lands on its rating's upper threshold (the poor ones on the
-- day's p75 or just past the poor threshold), so the shares stay exact and the p75 close.
INSERT INTO daily_vitals (day, path, device, metric, bucket, samples)
WITH vital_limits (metric, unit, good, poor) AS (VALUES
  ('LCP', 1, 2500, 4000), ('INP', 1, 200, 500), ('CLS', 1000, 100, 250), ('FCP', 1, 1800, 3000), ('TTFB', 1, 800, 1800))
SELECT day, path, device, metric, bucket, sum(samples) FROM (
  SELECT v.day, v.path, v.device, v.metric, l.good AS bucket, v.good AS samples
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.good > 0
  UNION ALL
  SELECT v.day, v.path, v.device, v.metric, l.poor, v.needs_improvement
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.needs_improvement > 0
  UNION ALL
  SELECT v.day, v.path, v.device, v.metric, max(l.poor + 10, CAST(v.p75 * l.unit AS INTEGER)), v.poor
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.poor > 0
) GROUP BY day, path, device, metric, bucket;
-- Raw vitals of days not yet rolled up, rounded as the receiver rounds them.
INSERT INTO daily_vitals (day, path, device, metric, bucket, samples)
WITH vital_limits (metric, unit) AS (VALUES ('LCP', 1), ('INP', 1), ('CLS', 1000), ('FCP', 1), ('TTFB', 1))
SELECT day, path, device, metric,
  CASE
    WHEN u < 100 THEN u
    WHEN u < 1000 THEN (u + 9) / 10 * 10
    WHEN u < 10000 THEN (u + 99) / 100 * 100
    WHEN u < 100000 THEN (u + 999) / 1000 * 1000
    ELSE (u + 9999) / 10000 * 10000
  END AS bucket,
  count(*)
FROM (
  SELECT w.day, w.path, w.device, w.metric,
    CAST(w.value * l.unit AS INTEGER) + (w.value * l.unit > CAST(w.value * l.unit AS INTEGER)) AS u
  FROM web_vitals w JOIN vital_limits l USING (metric)
  WHERE w.day NOT IN (SELECT DISTINCT day FROM daily_web_vitals)
)
GROUP BY day, path, device, metric, bucket;

DROP TABLE daily_page_views;
DROP TABLE daily_web_vitals;

-- Raw events are capped per day and page: the receiver counts them through these.
DROP INDEX page_views_day;
DROP INDEX web_vitals_day;
CREATE INDEX page_views_day_path ON page_views (day, path);
CREATE INDEX web_vitals_day_path ON web_vitals (day, path);
