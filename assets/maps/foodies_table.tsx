<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="foodies_table" tilewidth="40" tileheight="40" tilecount="21" columns="7">
 <image source="foodies_table.png" width="280" height="120"/>
</tileset>
