"""Rodízio & Foodies: rules cores, AI, pygame client, storage."""
