import { sqlMigration } from './sql';

// Issue #14: a title by id read its page from five tables and built its JSON on every request (about 20 µs of
// PostgreSQL per title); the page is now written when what it shows is written (MOVIE_PAGE_STATEMENTS).
// The statements are what db/movie-pages.ts produced when this version shipped, frozen.
export const migration = sqlMigration([
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
  `CREATE TRIGGER movie_pages_titles_insert AFTER INSERT ON titles
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_titles_written()`,
  `CREATE TRIGGER movie_pages_titles_update AFTER UPDATE ON titles
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_titles_written()`,
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
  `CREATE TRIGGER movie_pages_title_tags_insert AFTER INSERT ON title_tags
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('title_id', '{Movie}')`,
  `CREATE TRIGGER movie_pages_title_tags_update AFTER UPDATE ON title_tags
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('title_id', '{Movie}')`,
  `CREATE TRIGGER movie_pages_title_tags_delete AFTER DELETE ON title_tags
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('title_id', '{Movie}')`,
  `CREATE TRIGGER movie_pages_videos_insert AFTER INSERT ON videos
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('content_id', '{Movie,MovieTrailer}')`,
  `CREATE TRIGGER movie_pages_videos_update AFTER UPDATE ON videos
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('content_id', '{Movie,MovieTrailer}')`,
  `CREATE TRIGGER movie_pages_videos_delete AFTER DELETE ON videos
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_rows_written('content_id', '{Movie,MovieTrailer}')`,
  `CREATE FUNCTION movie_pages_tags_renamed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  BEGIN
    PERFORM refresh_movie_pages(ARRAY(
      SELECT tt.title_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN title_tags tt ON tt.tag_id = n.id AND tt.kind = 'Movie'
      WHERE n.title IS DISTINCT FROM o.title));
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER movie_pages_tags_update AFTER UPDATE ON tags
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION movie_pages_tags_renamed()`,
  `SELECT refresh_movie_pages(ARRAY(SELECT id FROM titles WHERE kind = 'Movie'))`,
]);
