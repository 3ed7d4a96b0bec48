// lw_ram_sdp_init: lw_ram_sdp with initial contents: a simple dual-port RAM (one
// write port, one read port, one clock, registered read, read-first) whose entries
// start from the packed parameter INIT (entry 0 in the least significant bits).
// Entries a core never writes act as a ROM beside the working data: they survive
// resets, since only configuration sets them.
//
// STYLE = "bram":  a block RAM with its initial contents.
// STYLE = "dist":  distributed RAM (ECP5 TRELLIS_DPR16X4 with INITVAL); on iCE40,
//                  which has none, flip-flops (the flow defines LW_NO_LUTRAM there).
`default_nettype none
module lw_ram_sdp_init #(
    parameter integer DEPTH = 16,
    parameter integer DW    = 32,
    parameter         STYLE = "dist",
    parameter [DEPTH*DW-1:0] INIT = {DEPTH*DW{1'b0}}
) (
    input  wire                     clk,
    input  wire                     we,
    input  wire [$clog2(DEPTH)-1:0] waddr,
    input  wire [DW-1:0]            wdata,
    input  wire                     re,
    input  wire [$clog2(DEPTH)-1:0] raddr,
    output reg  [DW-1:0]            rdata
);
    integer i;
    generate
        if (STYLE == "bram") begin : g_bram
            (* ram_style = "block" *)
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= mem[raddr];
            end
        end else begin : g_dist
`ifdef LW_NO_LUTRAM
            (* ram_style = "logic" *)           // no distributed RAM (iCE40): flip-flops
`else
            (* ram_style = "distributed" *)
`endif
            reg [DW-1:0] mem [0:DEPTH-1];
            initial for (i = 0; i < DEPTH; i = i + 1) mem[i] = INIT[i*DW +: DW];
            always @(posedge clk) begin
                if (we) mem[waddr] <= wdata;
                if (re) rdata <= mem[raddr];
            end
        end
    endgenerate
endmodule
`default_nettype wire
