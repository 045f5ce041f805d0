-- Measurement totals kept as the events arrive, so no figure the desk shows is ever computed from raw events:
-- page views and visits per day, page and device; per day, source and campaign (a bounded number of pairs a
-- day, the rest counted as "other"); and each Web Vital as a per-day histogram (eleven buckets a decade whose
-- edges include Google's thresholds, so ratings stay exact), from which a p75 over any range is read.
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
  -- A JSON array of counts, one per bucket edge (receiver/measurement/thresholds.ts), in order.
  counts TEXT NOT NULL,
  samples INTEGER NOT NULL,
  PRIMARY KEY (day, path, device, metric)
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

-- The histograms' bucket edges (receiver/measurement/thresholds.ts): a value goes to the smallest edge at or
-- above it. Rolled-up vitals kept their rating counts: each lands on its rating's upper threshold (the poor
-- ones on the edge of the day's p75, or the first past the poor threshold), so the shares stay exact and the
-- p75 close.
CREATE TABLE vital_bucket_edges (edge INTEGER PRIMARY KEY);
CREATE TABLE vital_buckets (day TEXT, path TEXT, device TEXT, metric TEXT, bucket INTEGER, n INTEGER);
INSERT INTO vital_bucket_edges (edge) VALUES
  (10), (12), (15), (18), (20), (25), (30), (40), (50), (60), (80), (100), (120), (150), (180), (200), (250), (300), (400), (500), (600), (800), (1000), (1200), (1500), (1800), (2000), (2500), (3000), (4000), (5000), (6000), (8000), (10000), (12000), (15000), (18000), (20000), (25000), (30000), (40000), (50000), (60000), (80000), (100000), (120000);
INSERT INTO vital_buckets (day, path, device, metric, bucket, n)
WITH vital_limits (metric, unit, good, poor) AS (VALUES
  ('LCP', 1, 2500, 4000), ('INP', 1, 200, 500), ('CLS', 1000, 100, 250), ('FCP', 1, 1800, 3000), ('TTFB', 1, 800, 1800))
SELECT day, path, device, metric, bucket, sum(samples) FROM (
  SELECT v.day, v.path, v.device, v.metric, l.good AS bucket, v.good AS samples
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.good > 0
  UNION ALL
  SELECT v.day, v.path, v.device, v.metric, l.poor, v.needs_improvement
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.needs_improvement > 0
  UNION ALL
  SELECT v.day, v.path, v.device, v.metric,
    coalesce((SELECT min(edge) FROM vital_bucket_edges WHERE edge >= max(l.poor + 1, v.p75 * l.unit)), 120000), v.poor
  FROM daily_web_vitals v JOIN vital_limits l USING (metric) WHERE v.poor > 0
) GROUP BY day, path, device, metric, bucket;
-- Raw vitals of days not yet rolled up, bucketed as the receiver buckets them.
INSERT INTO vital_buckets (day, path, device, metric, bucket, n)
WITH vital_limits (metric, unit) AS (VALUES ('LCP', 1), ('INP', 1), ('CLS', 1000), ('FCP', 1), ('TTFB', 1))
SELECT day, path, device, metric, bucket, count(*) FROM (
  SELECT w.day, w.path, w.device, w.metric,
    coalesce((SELECT min(edge) FROM vital_bucket_edges WHERE edge >= w.value * l.unit), 120000) AS bucket
  FROM web_vitals w JOIN vital_limits l USING (metric)
  WHERE w.day NOT IN (SELECT DISTINCT day FROM daily_web_vitals)
)
GROUP BY day, path, device, metric, bucket;
-- One histogram row per day, page, device and metric: a count for every edge, in the edges' order (each count
-- found through this index, not by reading every staged bucket).
CREATE INDEX vital_buckets_key ON vital_buckets (day, path, device, metric, bucket);
INSERT INTO daily_vitals (day, path, device, metric, counts, samples)
SELECT k.day, k.path, k.device, k.metric,
  (
    SELECT json_group_array(n) FROM (
      SELECT coalesce((
        SELECT sum(b.n) FROM vital_buckets b
        WHERE b.day = k.day AND b.path = k.path AND b.device = k.device AND b.metric = k.metric AND b.bucket = e.edge
      ), 0) AS n
      FROM vital_bucket_edges e ORDER BY e.edge
    )
  ),
  sum(k.n)
FROM vital_buckets k
GROUP BY k.day, k.path, k.device, k.metric;
DROP TABLE vital_buckets;
DROP TABLE vital_bucket_edges;

DROP TABLE daily_page_views;
DROP TABLE daily_web_vitals;

-- Raw events are capped per day and page: the receiver counts them through these.
DROP INDEX page_views_day;
DROP INDEX web_vitals_day;
CREATE INDEX page_views_day_path ON page_views (day, path);
CREATE INDEX web_vitals_day_path ON web_vitals (day, path);
