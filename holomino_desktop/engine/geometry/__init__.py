"""Board geometry (no Qt): hexagons, triangles, squares and domino lines."""
