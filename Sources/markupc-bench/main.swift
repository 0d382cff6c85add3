print("markupc-bench")
