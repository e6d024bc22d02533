"""AI players. They see only what their seat may see. Never imports Qt."""
