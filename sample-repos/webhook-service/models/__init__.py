"""Typed views of provider objects."""
