/**
 * The movie page (the GetById answer) as stored wire JSON, one row per movie, kept by triggers: whatever writes a
 * title, its tag links, a tag's name or a video (the seeds, ingest, a migration, someone at psql) rewrites the pages
 * it touches in the same transaction, so a read is one index lookup of a text column.
 *
 * The JSON is MovieDetail's, fields in the schema's order, compact (`row_to_json` and `array_to_json`, where
 * `json_build_object` and `json_agg` put spaces around every colon and comma: 951 bytes a film on average where 881
 * do). Image URLs are stored without MEDIA_BASE_URL; the read adds it (repositories/titles.ts). `rating` is `real`:
 * Node reads its text (`7.85`, not the stored 7.8499999) as a double and `oneDecimal` rounds that (Math.round: halves
 * up), so the SQL does the same double arithmetic on the same text; a float8 prints as JavaScript prints it (`8`,
 * not `8.0`). `genres` is rebuilt from the stored jsonb, id and title in the schema's order, so that no other key it
 * may gain reaches the wire. `test/movie-pages.test.ts` holds every page to the answer built in Node from the rows.
 *
 * The functions keep the search path they were created with (the database's schema): a write from a session with
 * another path still finds this schema's tables.
 *
 * Statement-level triggers with transition tables: a COPY of 100,000 titles rewrites their pages in one statement,
 * not one at a time. An update of titles rewrites only pages whose shown columns changed (the search backfill
 * rewrites every title's search keys and no page).
 */
export const MOVIE_PAGE_STATEMENTS = [
  `CREATE TABLE movie_pages (
    kind text NOT NULL DEFAULT 'Movie' CHECK (kind = 'Movie'),
    id int PRIMARY KEY,
    age_range smallint NOT NULL,
    body text NOT NULL,
    FOREIGN KEY (kind, id) REFERENCES titles (kind, id) ON DELETE CASCADE)`,
  `CREATE FUNCTION refresh_movie_pages(ids int[]) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
    INSERT INTO movie_pages (id, age_range, body)
    SELECT t.id, t.age_range, (
      SELECT row_to_json(page)::text FROM (SELECT
        t.id, t.kind AS "type", t.title, t.original_title AS "originalTitle", t.description, t.year,
        t.release_date AS "releaseDate", t.age_range AS "ageRange",
        floor(t.rating::text::float8 * 10 + 0.5) / 10 AS rating, t.country AS "countryOfOrigin",
        '/media/posters/movie-' || t.id || '.svg' AS "posterUrl",
        '/media/backdrops/movie-' || t.id || '.svg' AS "backdropUrl",
        t.color,
        coalesce((
          SELECT array_to_json(array_agg(
            (SELECT row_to_json(genre) FROM (SELECT g.value -> 'id' AS id, g.value -> 'title' AS title) genre)
            ORDER BY g.n))
          FROM jsonb_array_elements(t.genres) WITH ORDINALITY AS g(value, n)), '[]') AS genres,
        coalesce(t.duration, 0) AS duration,
        coalesce((
          SELECT array_to_json(array_agg((SELECT row_to_json(tag) FROM (SELECT l.id, l.title) tag) ORDER BY l.id))
          FROM title_tags tt JOIN tags l ON l.id = tt.tag_id
          WHERE tt.kind = 'Movie' AND tt.title_id = t.id), '[]') AS tags,
        (SELECT v.id FROM videos v WHERE v.kind = 'Movie' AND v.content_id = t.id) AS "videoId",
        (SELECT v.id FROM videos v WHERE v.kind = 'MovieTrailer' AND v.content_id = t.id) AS "trailerVideoId"
      ) page)
    FROM titles t WHERE t.kind = 'Movie' AND t.id = ANY(ids)
    ON CONFLICT (id) DO UPDATE SET age_range = excluded.age_range, body = excluded.body
  $$`,
  // A page shows these columns of its title; an update of any other (popularity, search keys) leaves it alone.
  `CREATE FUNCTION movie_pages_titles_written() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_movie_pages(ARRAY(SELECT id FROM new_rows WHERE kind = 'Movie'));
    ELSE
      PERFORM refresh_movie_pages(ARRAY(
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.kind = n.kind AND o.id = n.id
        WHERE n.kind = 'Movie' AND (n.title, n.original_title, n.description, n.year, n.release_date, n.age_range,
          n.rating, n.country, n.color, n.genres, n.duration) IS DISTINCT FROM (o.title, o.original_title,
          o.description, o.year, o.release_date, o.age_range, o.rating, o.country, o.color, o.genres, o.duration)));
    END IF;
    RETURN NULL;
  END $$`,
  ...afterEach('titles', ['INSERT', 'UPDATE'], 'movie_pages_titles_written()'),
  // Tag links and videos: the rows before and after name the movies to rewrite (a deleted title's page goes with
  // it, by the foreign key). The trigger names the column that holds the movie and the kinds of row a page shows.
  `CREATE FUNCTION movie_pages_rows_written() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  DECLARE
    movie text := TG_ARGV[0];
    kinds text[] := TG_ARGV[1]::text[];
    rows_of text;
    ids int[];
  BEGIN
    FOREACH rows_of IN ARRAY CASE TG_OP WHEN 'INSERT' THEN '{new_rows}'::text[] WHEN 'DELETE' THEN '{old_rows}'
      ELSE '{new_rows,old_rows}' END LOOP
      EXECUTE format('SELECT array_agg(%I) FROM %I WHERE kind = ANY($1)', movie, rows_of) INTO ids USING kinds;
      PERFORM refresh_movie_pages(ids);
    END LOOP;
    RETURN NULL;
  END $$`,
  ...afterEach('title_tags', ['INSERT', 'UPDATE', 'DELETE'], `movie_pages_rows_written('title_id', '{Movie}')`),
  ...afterEach(
    'videos',
    ['INSERT', 'UPDATE', 'DELETE'],
    `movie_pages_rows_written('content_id', '{Movie,MovieTrailer}')`,
  ),
  // A tag's new name is on the pages of its movies.
  `CREATE FUNCTION movie_pages_tags_renamed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  BEGIN
    PERFORM refresh_movie_pages(ARRAY(
      SELECT tt.title_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN title_tags tt ON tt.tag_id = n.id AND tt.kind = 'Movie'
      WHERE n.title IS DISTINCT FROM o.title));
    RETURN NULL;
  END $$`,
  ...afterEach('tags', ['UPDATE'], 'movie_pages_tags_renamed()'),
  // The movies already there.
  `SELECT refresh_movie_pages(ARRAY(SELECT id FROM titles WHERE kind = 'Movie'))`,
];

type WriteEvent = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * A statement-level trigger per event on `table`, calling `call` with the transition tables the event has (`new_rows`,
 * `old_rows`): PostgreSQL allows transition tables only on a trigger of a single event.
 */
function afterEach(table: string, events: WriteEvent[], call: string): string[] {
  return events.map((event) => {
    const rows = [event !== 'INSERT' && 'OLD TABLE AS old_rows', event !== 'DELETE' && 'NEW TABLE AS new_rows'];
    return `CREATE TRIGGER movie_pages_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
      REFERENCING ${rows.filter(Boolean).join(' ')} FOR EACH STATEMENT EXECUTE FUNCTION ${call}`;
  });
}
