"""CoffeeGLM ordering domain: menu, cart, edits, pricing and replies (no web or model imports)."""
