-- The storage container of each candidate that has one.
SELECT candidate_id, storage_container FROM candidate_features WHERE storage_container IS NOT NULL
