"""What a game leaves and what is read from it: the session store, the lossless logger, the story
in words, the checks and figures of a replay, the report's charts, exports and the Overlord's
balance."""
