-- A search's tsquery (ADR 047): the English stems of the words or the words as typed, as before, but the words
-- as typed are left out when they cannot add a match, so a GIN scan reads each word's postings once instead
-- of twice. Each word of `query` ('designing:* & data:*', a weight letter after the star for the name tier)
-- is stemmed. When every word's stem is a prefix of the word ('design' of 'designing', 'build' of itself) or
-- the word is an English stop word, every lexeme the typed words' query matches is matched by the stems'
-- query (both test the same document), so the stems' query alone matches the same courses. A query of stop
-- words only ('with') has no English lexeme and is the words as typed.
CREATE FUNCTION course_search_query(query text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN numnode(to_tsquery('english', query)) = 0 THEN to_tsquery('simple', query)
    WHEN bool_and(
      numnode(to_tsquery('english', word)) = 0
      OR (numnode(to_tsquery('english', word)) = 1
        AND starts_with(word, btrim(to_tsquery('english', word)::text, '''')))
    ) THEN to_tsquery('english', query)
    ELSE to_tsquery('english', query) || to_tsquery('simple', query)
  END
  FROM unnest(string_to_array(regexp_replace(query, ':[*A-D]*', '', 'g'), ' & ')) AS word
$$;
