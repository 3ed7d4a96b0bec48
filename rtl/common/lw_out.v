// lw_out: the output side of the lwhash core interface (docs/interface.md).
//
// Takes the digest from the core as DW-bit words (first word first, first bit in
// the MSB) and writes it to the destination FIFO as W-bit words.  GMU convention:
// dst_ready is the FIFO's active-low "full" flag, dst_write an active-high strobe.
// The core offers a word with i_valid; i_take pulses when the word is consumed.
`default_nettype none
module lw_out #(
    parameter integer W  = 16,
    parameter integer DW = 32
) (
    input  wire          clk,
    input  wire          rst,
    input  wire [DW-1:0] i_data,
    input  wire          i_valid,
    output wire          i_take,
    output wire [W-1:0]  dout,
    input  wire          dst_ready,      // active low: 0 = the FIFO has room
    output wire          dst_write
);
    localparam integer NP = (DW > W) ? DW / W : 1;    // bus words per core word
    localparam integer NA = (W > DW) ? W / DW : 1;    // core words per bus word
    localparam integer PB = (NP > 1) ? $clog2(NP) : 1;
    localparam integer AB = (NA > 1) ? $clog2(NA) : 1;
    localparam integer PL = NP - 1, AL = NA - 1;
    localparam [PB-1:0] PLAST = PL[PB-1:0];
    localparam [AB-1:0] ALAST = AL[AB-1:0];

    wire room = ~dst_ready;

    generate
        if (DW > W) begin : g_split
            reg [PB-1:0] part_q;
            wire last = (part_q == PLAST);
            assign dout      = i_data[DW-1-part_q*W -: W];  // MSB part first
            assign dst_write = i_valid & room;
            assign i_take    = dst_write & last;
            always @(posedge clk)
                if (rst) part_q <= {PB{1'b0}};
                else if (dst_write) part_q <= last ? {PB{1'b0}} : part_q + 1'b1;
        end else if (DW < W) begin : g_join
            reg [AB-1:0]   cnt_q;
            reg [W-DW-1:0] acc_q;
            wire last = (cnt_q == ALAST);
            assign dout      = {acc_q, i_data};
            assign dst_write = i_valid & last & room;
            assign i_take    = i_valid & (~last | room);
            always @(posedge clk)
                if (rst) cnt_q <= {AB{1'b0}};
                else if (i_take) cnt_q <= last ? {AB{1'b0}} : cnt_q + 1'b1;
            if (W >= 3 * DW) begin : g_shift
                always @(posedge clk) if (i_take & ~last) acc_q <= {acc_q[W-2*DW-1:0], i_data};
            end else begin : g_one
                always @(posedge clk) if (i_take & ~last) acc_q <= i_data;
            end
        end else begin : g_same
            assign dout      = i_data;
            assign dst_write = i_valid & room;
            assign i_take    = dst_write;
            wire unused_ok = &{1'b0, clk, rst};   // no state at equal widths
        end
    endgenerate
endmodule
`default_nettype wire
